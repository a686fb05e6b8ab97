import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useDocumentMeta, useSiteConfig } from '@kredi/kernel';
import { ApplicationFormButton } from '../../../components/ApplicationFormButton';
import { AboutSection } from './AboutSection';
import { FigureCard } from './FigureCard';

const FIGURES = [
  { value: '10+', label: 'Yıllık Deneyim' },
  { value: '50.000+', label: 'Mutlu Müşteri' },
  { value: '20+', label: 'Anlaşmalı Banka' },
] as const;

export default function AboutPage() {
  const { brandName, city } = useSiteConfig();
  useDocumentMeta(
    `Hakkımızda | ${brandName}`,
    `${brandName}: ${city} merkezli, 10 yılı aşkın deneyimle 50.000'den fazla müşteriye 20'den fazla anlaşmalı bankayla kredi ve finans danışmanlığı.`,
  );
  return (
    <>
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 6, md: 9 }, textAlign: 'center' }}>
        <Container maxWidth="md">
          <Typography variant="h3" component="h1" gutterBottom>
            Hakkımızda
          </Typography>
          <Typography variant="h6" component="p" sx={{ fontWeight: 400, opacity: 0.9 }}>
            Kredi sürecini herkes için anlaşılır, hızlı ve güvenli hale getiriyoruz.
          </Typography>
        </Container>
      </Box>
      <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
        <AboutSection title="Biz Kimiz?">
          {brandName}, {city} merkezli köklü bir otomotiv grubunun kredi ve finans danışmanlığı kuruluşudur. Araç, konut ve ihtiyaç kredisi
          arayan müşterilerimize bankaların tekliflerini tek bir yerde sunuyor, başvurudan sonuçlanmaya kadar her adımda yanlarında
          oluyoruz. Yapay zekâ destekli kredi raporumuz sayesinde 24&apos;ten fazla bankadaki toplam kredi limitinizi yaklaşık 1 dakikada
          öğrenebilirsiniz.
        </AboutSection>
        <AboutSection title="Misyonumuz">
          Kredi kullanmak isteyen herkesin, kendi finansal durumuna en uygun teklife şeffaf, hızlı ve ücretsiz bir şekilde ulaşmasını
          sağlamak; karmaşık banka süreçlerini sade ve anlaşılır adımlara dönüştürmek.
        </AboutSection>
        <AboutSection title="Vizyonumuz">
          Teknolojiyi ve uzman danışmanlığı bir araya getirerek Türkiye&apos;nin en güvenilir ve en çok tercih edilen kredi danışmanlığı
          markası olmak.
        </AboutSection>
        <AboutSection title="Neden Biz?">
          On yılı aşkın deneyimimiz, geniş banka ağımız ve müşteri memnuniyetini merkeze alan yaklaşımımızla kredi yolculuğunuzda güvenilir
          bir yol arkadaşıyız.
        </AboutSection>
        <Grid container spacing={3} sx={{ mb: 6 }}>
          {FIGURES.map((figure) => (
            <Grid key={figure.label} size={{ xs: 12, sm: 4 }}>
              <FigureCard {...figure} />
            </Grid>
          ))}
        </Grid>
        <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, textAlign: 'center' }}>
          <Typography variant="h6" component="p" gutterBottom>
            Toplam kredi limitinizi merak ediyor musunuz?
          </Typography>
          <ApplicationFormButton variant="contained" size="large">
            Limitinizi Öğrenin
          </ApplicationFormButton>
        </Paper>
      </Container>
    </>
  );
}
