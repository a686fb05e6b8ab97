import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useDocumentMeta } from '../seo/useDocumentMeta';

/** Plain Turkish 'yakında' page for screens whose issue has not landed yet. */
export function ComingSoon({ title }: { title: string }) {
  useDocumentMeta(`${title} | Yakında`);
  return (
    <Container maxWidth="md" sx={{ py: 10 }}>
      <Box sx={{ textAlign: 'center' }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary">Bu sayfa yakında hizmetinizde olacak.</Typography>
      </Box>
    </Container>
  );
}
