import Box from '@mui/material/Box';
import { useLocation } from '@kredi/kernel';
import { contentPageByPath } from '@kredi/contracts/content-pages';
import { ApplicationFormButton } from '../../../components/ApplicationFormButton';
import { ContentPageView } from '../../../components/contentPage/ContentPageView';

/** The service pages and the policies: the page at this path (CONTENT_PAGES); a service's text ends with the call to apply. */
export default function ContentPage() {
  const place = contentPageByPath(useLocation().pathname);
  return (
    <ContentPageView slug={place?.slug ?? ''}>
      {(page) =>
        page.kind === 'service' && (
          <Box sx={{ mt: 5, textAlign: 'center' }}>
            <ApplicationFormButton variant="contained" size="large">
              Limitinizi Öğrenin
            </ApplicationFormButton>
          </Box>
        )
      }
    </ContentPageView>
  );
}
