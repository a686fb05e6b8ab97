import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { BackToBlogLink } from './BackToBlogLink';

const TEXTS = {
  error: {
    title: 'Hata Oluştu',
    text: 'Blog yazısı yüklenirken bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
  },
  notFound: {
    title: 'Yazı Bulunamadı',
    text: 'Aradığınız blog yazısı bulunamadı. Yazı kaldırılmış veya adresi değişmiş olabilir.',
  },
} as const;

/** The post page's error and not-found states, each with a way back to the list. */
export function PostProblem({ kind }: { kind: keyof typeof TEXTS }) {
  const Icon = kind === 'error' ? ErrorOutlineIcon : SearchOffIcon;
  return (
    <Box role={kind === 'error' ? 'alert' : undefined} sx={{ textAlign: 'center', py: 8 }}>
      <Icon sx={{ fontSize: 64, color: kind === 'error' ? 'error.main' : 'text.disabled', mb: 2 }} />
      <Typography variant="h4" component="h1" gutterBottom>
        {TEXTS[kind].title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {TEXTS[kind].text}
      </Typography>
      <BackToBlogLink />
    </Box>
  );
}
