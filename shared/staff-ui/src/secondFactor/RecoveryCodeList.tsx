import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Recovery codes, shown once after setting up or renewing them (the server keeps only their hashes). */
export function RecoveryCodeList({ codes }: { codes: readonly string[] }) {
  return (
    <Box>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Kurtarma kodlarınız
      </Typography>
      <Box
        component="ol"
        aria-label="Kurtarma kodları"
        data-testid="recovery-codes"
        sx={{ fontFamily: 'monospace', fontSize: '1.05rem', columns: 2, pl: 3, my: 1 }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary">
        Bu kodlar yalnızca şimdi gösterilir. Telefonunuza erişemediğinizde her biriyle bir kez giriş yapabilirsiniz.
      </Typography>
    </Box>
  );
}
