import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import { ApplicationFormButton } from '../../../components/ApplicationFormButton';

const STEPS = [
  { title: '1 Dakikada Başvurun', text: 'Birkaç temel bilgiyle başvurunuzu hemen tamamlayın.' },
  { title: 'En İyi Banka Teklifini Keşfedin', text: "24'ten fazla bankanın tekliflerini tek ekranda karşılaştırın." },
  { title: 'Limitinizi Anında Öğrenin', text: 'Yapay zekâ destekli raporunuzla toplam kredi limitinizi hemen görün.' },
] as const;

const CLAIMS = ['24+ banka', 'Yaklaşık 1 dakika', 'Yapay zekâ destekli rapor'];

export function HeroSection({ onMore }: { onMore: () => void }) {
  return (
    <Box
      component="section"
      sx={{
        background: (t) => `linear-gradient(135deg, ${t.palette.primary.dark} 0%, ${t.palette.primary.main} 100%)`,
        color: 'primary.contrastText',
        pt: { xs: 6, md: 10 },
        pb: 4,
      }}
    >
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 4, md: 6 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '2.3rem', md: '3.4rem' }, mb: 2 }}>
              Kolay Kredinin Formülü
            </Typography>
            <Typography variant="h6" component="p" sx={{ fontWeight: 400, opacity: 0.9, mb: 3 }}>
              Yapay zekâ destekli kredi raporu ile 24&apos;ten fazla bankadaki toplam kredi limitinizi yaklaşık 1 dakikada öğrenin.
              Ücretsiz, güvenli ve tamamen çevrim içi.
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 4 }}>
              {CLAIMS.map((claim) => (
                <Chip key={claim} label={claim} sx={{ bgcolor: 'rgba(255,255,255,0.15)', color: 'inherit' }} />
              ))}
            </Stack>
            <ApplicationFormButton variant="contained" color="secondary" size="large" sx={{ px: 5, py: 1.5, fontSize: '1.1rem' }}>
              LİMİTİNİ ÖĞREN
            </ApplicationFormButton>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Paper elevation={6} sx={{ p: { xs: 3, md: 4 } }}>
              <Typography variant="h6" component="h2" gutterBottom>
                3 adımda kredi limitinizi öğrenin
              </Typography>
              <Stack component="ol" spacing={2.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {STEPS.map((step, i) => (
                  <Stack component="li" key={step.title} direction="row" spacing={2}>
                    <Box
                      aria-hidden="true"
                      sx={{
                        flexShrink: 0,
                        width: 36,
                        height: 36,
                        borderRadius: '50%',
                        bgcolor: 'primary.main',
                        color: 'primary.contrastText',
                        display: 'grid',
                        placeItems: 'center',
                        fontWeight: 700,
                      }}
                    >
                      {i + 1}
                    </Box>
                    <Box>
                      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                        {step.title}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {step.text}
                      </Typography>
                    </Box>
                  </Stack>
                ))}
              </Stack>
            </Paper>
          </Grid>
        </Grid>
        <Box sx={{ textAlign: 'center', mt: { xs: 4, md: 6 } }}>
          <Button color="inherit" onClick={onMore} endIcon={<KeyboardArrowDownIcon />}>
            Daha Fazla
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
