import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PhoneIcon from '@mui/icons-material/Phone';
import EmailIcon from '@mui/icons-material/Email';
import PlaceIcon from '@mui/icons-material/Place';
import LockIcon from '@mui/icons-material/Lock';
import { useSiteConfig, Link as RouterLink } from '@kredi/kernel';
import { openConsentPreferences } from '@kredi/contracts/consent';
import { CallbackSection } from './CallbackSection';
import { ChatButton } from './ChatButton';
import { SocialLinks } from './SocialLinks';
import { FOOTER_COLUMNS } from './footerLinks';

/** Public footer. */
export function Footer() {
  const { brandName, phone, phoneHref, email, city } = useSiteConfig();
  const year = new Date().getFullYear();
  return (
    // Positioned: the chat button rests at its bottom right until the page is interactive (ChatButton).
    <Box component="footer" sx={{ position: 'relative' }}>
      <CallbackSection />
      <Box sx={{ bgcolor: '#0d1b2a', color: 'grey.300', pt: 6, pb: 4 }}>
        <Container maxWidth="lg">
          <Grid container spacing={4}>
            {FOOTER_COLUMNS.map((column) => (
              <Grid key={column.title} size={{ xs: 12, sm: 6, md: 3 }}>
                <Typography variant="subtitle1" component="h2" gutterBottom sx={{ color: 'common.white', fontWeight: 700 }}>
                  {column.title}
                </Typography>
                <Stack spacing={1}>
                  {column.links.map((link) => (
                    <Link key={link.to} component={RouterLink} to={link.to} color="inherit" underline="hover">
                      {link.label}
                    </Link>
                  ))}
                </Stack>
              </Grid>
            ))}
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <Typography variant="subtitle1" component="h2" gutterBottom sx={{ color: 'common.white', fontWeight: 700 }}>
                İletişim
              </Typography>
              <Stack spacing={1.2}>
                <Link href={phoneHref} color="inherit" underline="hover" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                  <PhoneIcon fontSize="small" /> {phone}
                </Link>
                <Link href={`mailto:${email}`} color="inherit" underline="hover" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                  <EmailIcon fontSize="small" /> {email}
                </Link>
                <Typography sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                  <PlaceIcon fontSize="small" /> {city}
                </Typography>
                <SocialLinks />
              </Stack>
            </Grid>
          </Grid>
          <Divider sx={{ borderColor: 'rgba(255,255,255,0.12)', my: 3 }} />
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={1}
            sx={{ justifyContent: 'space-between', pr: { md: 8 }, pb: { xs: 8, md: 0 } }}
          >
            <Typography variant="body2">
              © {year} {brandName}. Tüm hakları saklıdır.
            </Typography>
            {/* Reopens the consent banner's preferences (shell/src/features/consent): the choice can change at any time. */}
            <Link
              component="button"
              type="button"
              variant="body2"
              color="inherit"
              underline="always"
              onClick={() => openConsentPreferences()}
              sx={{ alignSelf: { xs: 'flex-start', md: 'center' }, minHeight: 24 }}
            >
              Çerez Tercihleri
            </Link>
            <Typography variant="body2" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <LockIcon fontSize="inherit" /> Bilgileriniz gizli tutulur ve sadece sizinle iletişim için kullanılır
            </Typography>
          </Stack>
        </Container>
      </Box>
      <ChatButton />
    </Box>
  );
}
