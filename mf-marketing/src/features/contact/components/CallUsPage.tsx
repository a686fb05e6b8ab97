import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import PhoneIcon from '@mui/icons-material/Phone';
import { useSiteConfig } from '@kredi/kernel';
import { ContentPageView } from '../../../components/contentPage/ContentPageView';
import { WeeklySchedule } from './WeeklySchedule';

/** The id of the 'Sizi Arayalım' heading in the shell's footer, which every public page has. */
const CALLBACK_FORM_ANCHOR = '#callback-title';

/**
 * /bizi-arayin: the admin's text, the call-centre number as a tel: link (from the site config), the hours (the
 * contact page's schedule), and the way to the callback form. The form is the shell's 'Sizi Arayalım', in the footer
 * of this and every public page: the page points to it rather than rendering a second copy (docs/content-pages.md).
 */
export default function CallUsPage() {
  const { phone, phoneHref } = useSiteConfig();
  return (
    <ContentPageView
      slug="bizi-arayin"
      lead={() => (
        <Grid container spacing={3} sx={{ mb: 4 }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, height: '100%' }}>
              <Typography variant="h6" component="h2" gutterBottom>
                Çağrı Merkezimiz
              </Typography>
              <Button
                href={phoneHref}
                variant="contained"
                size="large"
                startIcon={<PhoneIcon />}
                sx={{ fontSize: '1.25rem', my: 1 }}
                aria-label={`Çağrı merkezini arayın: ${phone}`}
              >
                {phone}
              </Button>
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                Hafta içi çalışma saatlerimizde danışmanlarımız çağrınızı yanıtlar.
              </Typography>
              <Box sx={{ mt: 2 }}>
                <Button href={CALLBACK_FORM_ANCHOR} variant="outlined">
                  Numaranızı bırakın, sizi arayalım
                </Button>
              </Box>
            </Paper>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <WeeklySchedule />
          </Grid>
        </Grid>
      )}
    />
  );
}
