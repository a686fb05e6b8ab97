import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSiteConfig } from '@kredi/kernel';

/** Spec 2.10: every disclaimer of the page. */
export function Disclaimers() {
  const { companyName } = useSiteConfig();
  return (
    <Box
      component="section"
      aria-label="Yasal uyarı"
      sx={{ border: 1, borderColor: 'warning.main', bgcolor: 'rgba(243, 156, 18, 0.06)', borderRadius: 2, p: 2 }}
    >
      <Stack spacing={0.75}>
        <Typography variant="subtitle2" component="h2">
          Önemli Bilgilendirme
        </Typography>
        <Typography variant="body2">Hesaplama sonuçları tahmini olup yalnızca bilgilendirme amaçlıdır.</Typography>
        <Typography variant="body2">Gerçek faiz oranları, masraflar ve ödeme planı bankadan bankaya değişiklik gösterir.</Typography>
        <Typography variant="body2">Kesin bilgi ve başvuru için lütfen bankanızla iletişime geçiniz.</Typography>
        <Typography variant="body2">
          Kredi onayı tamamen bankaların kendi kararıdır; {companyName} bu konuda herhangi bir sorumluluk kabul etmez.
        </Typography>
        <Typography variant="body2">Hizmetimiz ücretsiz ve güvenlidir; kredi başvurularınızda size yardımcı olabiliriz.</Typography>
      </Stack>
    </Box>
  );
}
