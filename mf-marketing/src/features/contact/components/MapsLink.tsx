import Link from '@mui/material/Link';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useHydrated } from '@kredi/kernel';
import type { Branch } from '../lib/branches';
import { UNKNOWN_DEVICE, currentDevice, mapsLink } from '../lib/mapsLink';

/** 'Haritada Aç': Apple Maps or Google Maps depending on the device. */
export function MapsLink({ branch }: { branch: Branch }) {
  // The server does not know the device: it and the hydration link to Google Maps, an Apple device switches after.
  const hydrated = useHydrated();
  return (
    <Link
      href={mapsLink(branch, hydrated ? currentDevice() : UNKNOWN_DEVICE)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${branch.name} şubesini haritada aç`}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      Haritada Aç <OpenInNewIcon sx={{ fontSize: 16 }} />
    </Link>
  );
}
