import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useHydrated } from '@kredi/kernel';
import { HEAD_OFFICE_ID } from '../lib/mapView';
import { HeadOfficeBox } from './HeadOfficeBox';
import { MapErrorBoundary } from './MapErrorBoundary';

// Leaflet is heavy and its tiles may never load: the map is its own chunk and never holds up the page.
const BranchMap = lazy(() => import('./BranchMap'));

export function VisitUsSection() {
  const [selection, setSelection] = useState<number | 'all'>(HEAD_OFFICE_ID);
  // Leaflet needs a browser: the server HTML and the hydration show the placeholder, the map follows.
  const hydrated = useHydrated();
  const mapPlaceholder = <Skeleton variant="rectangular" height={400} data-testid="map-loading" />;
  return (
    <Box component="section" aria-labelledby="visit-us-title">
      <Typography id="visit-us-title" variant="h5" component="h2" gutterBottom>
        Bizi Ziyaret Edin
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={selection}
        onChange={(_e, value: number | 'all' | null) => value !== null && setSelection(value)}
        aria-label="Haritada gösterilecek şubeler"
        sx={{ mb: 2 }}
      >
        <ToggleButton value={HEAD_OFFICE_ID}>Merkez Ofis</ToggleButton>
        <ToggleButton value="all">Tüm Şubeler</ToggleButton>
      </ToggleButtonGroup>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <MapErrorBoundary>
            {hydrated ? (
              <Suspense fallback={mapPlaceholder}>
                <BranchMap selection={selection} />
              </Suspense>
            ) : (
              mapPlaceholder
            )}
          </MapErrorBoundary>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <HeadOfficeBox />
        </Grid>
      </Grid>
    </Box>
  );
}
