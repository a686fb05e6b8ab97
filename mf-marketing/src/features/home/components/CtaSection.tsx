import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import BoltIcon from '@mui/icons-material/Bolt';
import SavingsIcon from '@mui/icons-material/Savings';
import TimerIcon from '@mui/icons-material/Timer';
import { ctaGreen } from '@kredi/kernel';
import { ApplicationFormButton } from '../../../components/ApplicationFormButton';

const CARDS = [
  { Icon: BoltIcon, title: 'Pratik', text: 'Şubeye gitmeden, birkaç adımda çevrim içi başvuru.' },
  { Icon: SavingsIcon, title: 'Ekonomik', text: 'Hizmetimiz ücretsiz; en uygun teklifi karşılaştırarak seçersiniz.' },
  { Icon: TimerIcon, title: 'Anında', text: 'Toplam kredi limitiniz yaklaşık 1 dakikada hazır.' },
] as const;

export function CtaSection() {
  return (
    <Box component="section" sx={{ bgcolor: ctaGreen, color: '#fff', py: { xs: 6, md: 9 } }}>
      <Container maxWidth="lg">
        <Typography variant="h4" component="h2" align="center" gutterBottom>
          Bankalardaki toplam limitinizi tek başvuruyla öğrenin
        </Typography>
        <Grid container spacing={3} sx={{ my: 3 }}>
          {CARDS.map(({ Icon, title, text }) => (
            <Grid key={title} size={{ xs: 12, md: 4 }}>
              <Paper elevation={0} sx={{ p: 3, height: '100%', textAlign: 'center', bgcolor: 'rgba(255,255,255,0.12)', color: 'inherit' }}>
                <Icon sx={{ fontSize: 40, mb: 1 }} />
                <Typography variant="h6" component="h3">
                  {title}
                </Typography>
                <Typography>{text}</Typography>
              </Paper>
            </Grid>
          ))}
        </Grid>
        <Box sx={{ textAlign: 'center' }}>
          <ApplicationFormButton
            variant="contained"
            size="large"
            sx={{ bgcolor: '#fff', color: ctaGreen, px: 5, '&:hover': { bgcolor: 'rgba(255,255,255,0.9)' } }}
          >
            Toplam Limitini Öğren
          </ApplicationFormButton>
        </Box>
      </Container>
    </Box>
  );
}
