import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useHydrated } from '@kredi/kernel';
import { hasConsent, onConsentChange, saveConsentChoice } from '@kredi/contracts/consent';
import { HEAD_OFFICE_ID } from '../lib/mapView';
import { HeadOfficeBox } from './HeadOfficeBox';
import { MapErrorBoundary } from './MapErrorBoundary';

// Leaflet is heavy and its tiles may never load: the map is its own chunk and never holds up the page.
const BranchMap = lazy(() => import('./BranchMap'));

const mapAllowed = () => hasConsent('harita');

/**
 * Before the visitor agrees to third-party content, the map's place says what loading it sends to OpenStreetMap,
 * with a button that loads it (and records that consent, so it stays loaded on the next visit). The branches'
 * addresses stay readable beside it, and each has its own link to a maps app.
 */
function MapConsentPlaceholder() {
  return (
    <Box
      data-testid="map-consent"
      sx={{
        height: 400,
        borderRadius: 2,
        bgcolor: 'grey.100',
        border: 1,
        borderColor: 'divider',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 2,
        p: 3,
      }}
    >
      <Typography sx={{ maxWidth: 460 }}>
        Şube haritası OpenStreetMap sunucularından yüklenir; harita yüklendiğinde tarayıcınız IP adresinizi ve tarayıcı bilgisini
        OpenStreetMap’e iletir. Haritayı görmek için onayınızı rica ediyoruz.
      </Typography>
      <Button variant="contained" onClick={() => saveConsentChoice({ harita: true })}>
        Haritayı Yükle
      </Button>
    </Box>
  );
}

export function VisitUsSection() {
  const [selection, setSelection] = useState<number | 'all'>(HEAD_OFFICE_ID);
  // Leaflet needs a browser: the server HTML and the hydration show the placeholder, the map follows.
  const hydrated = useHydrated();
  // Heard at once when the visitor decides (here, in the banner, or in another tab): no reload.
  const allowed = useSyncExternalStore(onConsentChange, mapAllowed, () => false);
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
            {hydrated && !allowed ? (
              <MapConsentPlaceholder />
            ) : hydrated ? (
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
