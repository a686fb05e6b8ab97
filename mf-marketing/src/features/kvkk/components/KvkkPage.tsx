import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { KVKK_NOTICE_FIRST_PUBLISHED, KVKK_NOTICE_VERSION, kvkkNoticeDateTR } from '@kredi/contracts/users';
import { useDocumentMeta, useSiteConfig, Link as RouterLink } from '@kredi/kernel';
import { KVKK_NOTICE_TITLE, kvkkConsent, kvkkIntro, kvkkSections } from '../lib/kvkkNotice';
import { NoticeSectionView } from './NoticeSectionView';

export default function KvkkPage() {
  const config = useSiteConfig();
  useDocumentMeta(
    `KVKK Aydınlatma Metni | ${config.brandName}`,
    `${config.companyName} kişisel verilerin korunması ve işlenmesine ilişkin aydınlatma metni ve açık rıza metni.`,
  );
  const parties = { companyName: config.companyName, brandName: config.brandName, email: config.email, city: config.city };
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {KVKK_NOTICE_TITLE}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        İlk yayın tarihi: <time dateTime={KVKK_NOTICE_FIRST_PUBLISHED}>{kvkkNoticeDateTR(KVKK_NOTICE_FIRST_PUBLISHED)}</time>
        {' · '}
        Güncelleme tarihi: <time dateTime={KVKK_NOTICE_VERSION}>{kvkkNoticeDateTR()}</time>
      </Typography>
      <Typography sx={{ mb: 4, lineHeight: 1.8 }}>{kvkkIntro(parties)}</Typography>
      {kvkkSections(parties).map((section) => (
        <NoticeSectionView key={section.title} section={section} email={config.email} />
      ))}
      {/* The online way to use the rights of section 5, beside the written ones of section 6. Styled as the sections
          and the back button are, so the page's inline CSS gains no rules of its own. */}
      <Box component="section" sx={{ mb: 4 }}>
        <Typography sx={{ mb: 1.5, lineHeight: 1.8 }}>
          Haklarınızı, telefonunuza gönderilen doğrulama koduyla kimliğinizi teyit ederek çevrim içi başvuru formumuzdan da
          kullanabilirsiniz. Başvurunuz en geç 30 gün içinde yanıtlanır.
        </Typography>
        <Button component={RouterLink} to="/kvkk/basvuru" variant="outlined">
          KVKK Başvuru Formu
        </Button>
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, mt: 6, bgcolor: 'background.default' }} id="acik-riza">
        <NoticeSectionView section={kvkkConsent(parties)} email={config.email} />
      </Paper>
      <Box sx={{ mt: 5 }}>
        <Button component={RouterLink} to="/" variant="outlined" startIcon={<ArrowBackIcon />}>
          Ana Sayfaya Dön
        </Button>
      </Box>
    </Container>
  );
}
