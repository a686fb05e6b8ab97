import Link from '@mui/material/Link';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { Branch } from '../lib/branches';
import { currentDevice, mapsLink } from '../lib/mapsLink';

/** 'Haritada Aç': Apple Maps or Google Maps depending on the device. */
export function MapsLink({ branch }: { branch: Branch }) {
  return (
    <Link
      href={mapsLink(branch, currentDevice())}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${branch.name} şubesini haritada aç`}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      Haritada Aç <OpenInNewIcon sx={{ fontSize: 16 }} />
    </Link>
  );
}
