import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PlaceIcon from '@mui/icons-material/Place';
import { formatCoordinates, HEAD_OFFICE } from '../lib/branches';
import { MapsLink } from './MapsLink';

export function HeadOfficeBox() {
  return (
    <Paper variant="outlined" sx={{ p: 3, height: '100%' }} aria-label="Merkez ofis">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <PlaceIcon color="primary" />
        <Typography variant="h6" component="h3">
          Merkez Ofis ({HEAD_OFFICE.name})
        </Typography>
      </Stack>
      <Typography sx={{ mb: 1 }}>{HEAD_OFFICE.address}</Typography>
      {HEAD_OFFICE.coordinates && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Koordinatlar: {formatCoordinates(HEAD_OFFICE.coordinates)}
        </Typography>
      )}
      <MapsLink branch={HEAD_OFFICE} />
    </Paper>
  );
}
