import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDocumentMeta, useSiteConfig, Link as RouterLink } from '@kredi/kernel';

/** Spec 2.18: any path outside the route table. */
export function NotFoundPage() {
  const { brandName } = useSiteConfig();
  useDocumentMeta(
    `Sayfa Bulunamadı | ${brandName}`,
    `Aradığınız sayfa ${brandName} sitesinde bulunamadı. Ana sayfaya dönebilir veya bizimle iletişime geçebilirsiniz.`,
    { notFound: true },
  );
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Typography variant="h1" component="p" sx={{ color: 'primary.main', fontSize: { xs: 72, md: 120 }, lineHeight: 1 }} aria-hidden>
        404
      </Typography>
      <Typography variant="h4" component="h1" gutterBottom>
        Aradığınız Sayfa Bulunamadı
      </Typography>
      <Typography sx={{ mb: 4, color: 'text.secondary' }}>
        Aradığınız sayfa taşınmış, kaldırılmış ya da hiç var olmamış olabilir.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <Button variant="contained" component={RouterLink} to="/">
          Ana Sayfaya Dön
        </Button>
        <Button variant="outlined" component={RouterLink} to="/iletisim">
          İletişime Geçin
        </Button>
      </Stack>
    </Container>
  );
}
