import { Card, CardContent, Link, List, ListItem, ListItemIcon, ListItemText, Stack, Typography } from '@mui/material';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import HeadsetMicOutlined from '@mui/icons-material/HeadsetMicOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { useSiteConfig } from '@kredi/kernel';

const INFO_POINTS = [
  'Hesaplamalar örnek faiz oranıyla yapılır ve tahmini sonuçlardır.',
  'İhtiyaç ve taşıt kredilerinde faize KKDF ve BSMV eklenir; konut kredisi bu vergilerden muaftır.',
  'Gerçek faiz oranları ve koşullar bankadan bankaya değişir.',
  'Hizmetimiz ücretsiz ve güvenlidir.',
];

/** Spec 2.10: the info card. */
export function InfoCard() {
  return (
    <Card variant="outlined" component="section" aria-labelledby="hesaplama-bilgi">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <InfoOutlined color="primary" />
          <Typography id="hesaplama-bilgi" variant="h6" component="h2">
            Bilgilendirme
          </Typography>
        </Stack>
        <List dense disablePadding>
          {INFO_POINTS.map((point) => (
            <ListItem key={point} disableGutters sx={{ alignItems: 'flex-start' }}>
              <ListItemIcon sx={{ minWidth: 30, mt: 0.5 }}>
                <CheckCircleOutline fontSize="small" color="success" />
              </ListItemIcon>
              <ListItemText primary={point} />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}

/** Spec 2.10: the expert-support card with the site config's phone and info e-mail. */
export function ExpertSupportCard() {
  const { phone, phoneHref, email } = useSiteConfig();
  return (
    <Card variant="outlined" component="section" aria-labelledby="uzman-destegi" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <HeadsetMicOutlined />
          <Typography id="uzman-destegi" variant="h6" component="h2">
            Uzman Desteği
          </Typography>
        </Stack>
        <Typography variant="body2" sx={{ mb: 1.5, opacity: 0.95 }}>
          Kredi başvurunuzda size ücretsiz yardımcı olabiliriz. Uzmanlarımıza ulaşın:
        </Typography>
        <Typography variant="body2">
          Telefon:{' '}
          <Link href={phoneHref} color="inherit" sx={{ fontWeight: 700 }}>
            {phone}
          </Link>
        </Typography>
        <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
          E-posta:{' '}
          <Link href={`mailto:${email}`} color="inherit" sx={{ fontWeight: 700 }}>
            {email}
          </Link>
        </Typography>
      </CardContent>
    </Card>
  );
}
