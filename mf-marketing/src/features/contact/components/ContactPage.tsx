import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDocumentMeta, useSiteConfig } from '@kredi/kernel';
import { InfoCards } from './InfoCards';
import { ContactForm } from './ContactForm';
import { WeeklySchedule } from './WeeklySchedule';
import { BranchList } from './BranchList';
import { VisitUsSection } from './VisitUsSection';

export default function ContactPage() {
  const { brandName, phone } = useSiteConfig();
  useDocumentMeta(
    `İletişim | ${brandName}`,
    `Bize ${phone} numaralı telefondan, e-postayla veya iletişim formuyla ulaşın; Antalya merkez ofisimiz ve İzmir, Van, Şanlıurfa şubelerimizin adresleri.`,
  );
  return (
    <>
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 6, md: 8 }, textAlign: 'center' }}>
        <Container maxWidth="md">
          <Typography variant="h3" component="h1" gutterBottom>
            İletişim
          </Typography>
          <Typography variant="h6" component="p" sx={{ fontWeight: 400, opacity: 0.9 }}>
            Kredi ve finans sorularınız için uzman ekibimiz yanınızda.
          </Typography>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 8 } }}>
        <Stack spacing={{ xs: 4, md: 6 }}>
          <InfoCards />
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 7 }}>
              <ContactForm />
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <Stack spacing={3}>
                <WeeklySchedule />
                <BranchList />
              </Stack>
            </Grid>
          </Grid>
          <VisitUsSection />
        </Stack>
      </Container>
    </>
  );
}
