import Link from '@mui/material/Link';

/** A phone as a `tel:` link, so a tap on a phone starts the call. `shown` is '0XXXXXXXXXX' or what was typed. */
export function PhoneLink({ shown }: { shown: string }) {
  const digits = shown.replace(/\D/g, '');
  if (digits.length < 10) return <>{shown || '-'}</>;
  const national = digits.slice(-10);
  return (
    <Link href={`tel:+90${national}`} onClick={(e) => e.stopPropagation()} sx={{ whiteSpace: 'nowrap' }}>
      {shown}
    </Link>
  );
}
