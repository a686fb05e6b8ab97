import type { Ref } from 'react';
import { Link as RouterLink } from '@kredi/kernel';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import PercentIcon from '@mui/icons-material/Percent';

const FEATURES = [
  {
    Icon: AutoAwesomeIcon,
    title: 'Yapay Zekâ ile Hızlı Kredi Değerlendirmesi',
    text: 'Yapay zekâ destekli analizimiz kredi profilinizi saniyeler içinde değerlendirir, size en uygun seçenekleri çıkarır.',
  },
  {
    Icon: VerifiedUserIcon,
    title: 'Güvenli Banka Teklifleri',
    text: 'Yalnızca anlaşmalı bankaların tekliflerini sunarız; bilgileriniz KVKK kapsamında korunur.',
  },
  {
    Icon: PercentIcon,
    title: 'Uygun Faiz Oranları',
    text: 'Bankaların güncel faiz oranlarını karşılaştırır, bütçenize en uygun teklife ulaşmanızı sağlarız.',
  },
] as const;

export function WhyUsSection({ ref }: { ref?: Ref<HTMLElement> }) {
  return (
    <Box component="section" ref={ref} id="neden-biz" sx={{ py: { xs: 6, md: 10 }, scrollMarginTop: 80 }}>
      <Container maxWidth="lg">
        <Typography variant="h4" component="h2" align="center" gutterBottom>
          Neden Bizi Seçmelisiniz?
        </Typography>
        <Typography color="text.secondary" align="center" sx={{ mb: 5 }}>
          Kredi başvurunuzu kolay, hızlı ve güvenli hâle getiriyoruz.
        </Typography>
        <Grid container spacing={3}>
          {FEATURES.map(({ Icon, title, text }) => (
            <Grid key={title} size={{ xs: 12, md: 4 }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardContent sx={{ p: 4 }}>
                  <Icon color="primary" sx={{ fontSize: 44, mb: 2 }} />
                  <Typography variant="h6" component="h3" gutterBottom>
                    {title}
                  </Typography>
                  <Typography color="text.secondary">{text}</Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
        <Box sx={{ textAlign: 'center', mt: 4 }}>
          <Button component={RouterLink} to="/hakkimizda" variant="outlined" size="large">
            Daha Fazla Bilgi
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
