import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import HeadsetMicOutlined from '@mui/icons-material/HeadsetMicOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { useSiteConfig } from '@kredi/kernel';
import { SectionCard } from './SectionCard';

const INFO_POINTS = [
  'Hesaplamalar örnek faiz oranıyla yapılır ve tahmini sonuçlardır.',
  'İhtiyaç ve taşıt kredilerinde faize KKDF ve BSMV eklenir; konut kredisi bu vergilerden muaftır.',
  'Gerçek faiz oranları ve koşullar bankadan bankaya değişir.',
  'Hizmetimiz ücretsiz ve güvenlidir.',
];

/** Spec 2.10: the info card. */
export function InfoCard() {
  return (
    <SectionCard id="hesaplama-bilgi" title="Bilgilendirme" icon={<InfoOutlined color="primary" />}>
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
    </SectionCard>
  );
}

/** Spec 2.10: the expert-support card with the site config's phone and info e-mail. */
export function ExpertSupportCard() {
  const { phone, phoneHref, email } = useSiteConfig();
  return (
    <SectionCard
      id="uzman-destegi"
      title="Uzman Desteği"
      icon={<HeadsetMicOutlined />}
      sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}
    >
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
    </SectionCard>
  );
}
