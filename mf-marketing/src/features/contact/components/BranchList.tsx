import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BRANCHES } from '../lib/branches';
import { MapsLink } from './MapsLink';

export function BranchList() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Şubelerimiz
      </Typography>
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {BRANCHES.map((branch) => (
          <li key={branch.id} aria-label={branch.name}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography component="h3" sx={{ fontWeight: 700 }}>
                {branch.name}
              </Typography>
              {branch.isMain && <Chip label="Merkez" size="small" color="primary" />}
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {branch.address}
            </Typography>
            <MapsLink branch={branch} />
          </li>
        ))}
      </Stack>
    </Paper>
  );
}
