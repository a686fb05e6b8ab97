import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import PhoneIcon from '@mui/icons-material/Phone';
import EmailIcon from '@mui/icons-material/Email';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import { useSiteConfig } from '@kredi/kernel';
import { CLOSED, WEEKDAY_HOURS } from '../lib/openingHours';

export function InfoCards() {
  const { phone, phoneHref, email } = useSiteConfig();
  const cards = [
    { Icon: PhoneIcon, title: 'Telefon', main: <Link href={phoneHref}>{phone}</Link>, note: `Hafta içi ${WEEKDAY_HOURS}` },
    { Icon: EmailIcon, title: 'E-posta', main: <Link href={`mailto:${email}`}>{email}</Link>, note: '7/24 bize yazabilirsiniz' },
    { Icon: AccessTimeIcon, title: 'Çalışma Saatleri', main: `Pazartesi - Cuma: ${WEEKDAY_HOURS}`, note: `Cumartesi - Pazar: ${CLOSED}` },
  ];
  return (
    <Grid container spacing={3}>
      {cards.map(({ Icon, title, main, note }) => (
        <Grid key={title} size={{ xs: 12, md: 4 }}>
          <Card variant="outlined" sx={{ height: '100%', textAlign: 'center' }}>
            <CardContent sx={{ p: 3 }}>
              <Icon color="primary" sx={{ fontSize: 40, mb: 1 }} />
              <Typography variant="h6" component="h2" gutterBottom>
                {title}
              </Typography>
              <Typography sx={{ fontWeight: 600 }}>{main}</Typography>
              <Typography variant="body2" color="text.secondary">
                {note}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
