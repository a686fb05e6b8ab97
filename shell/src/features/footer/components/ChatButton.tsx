import { Box, Fab, Fade, Paper, Typography } from '@mui/material';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { useSiteConfig } from '@kredi/kernel';
import { useChatBubble } from '../hooks/useChatBubble';

/** Floating messaging-app button, bottom right, with its timed speech bubble. */
export function ChatButton() {
  const { chatUrl } = useSiteConfig();
  const bubble = useChatBubble();
  return (
    <Box sx={{ position: 'fixed', right: 20, bottom: 20, zIndex: (t) => t.zIndex.speedDial, display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <Fade in={bubble} unmountOnExit>
        <Paper elevation={4} sx={{ px: 2, py: 1, borderRadius: 3 }} role="status">
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            Bizimle iletişime geçin
          </Typography>
        </Paper>
      </Fade>
      <Fab href={chatUrl} target="_blank" rel="noopener noreferrer" aria-label="WhatsApp ile yazın" sx={{ bgcolor: '#25D366', color: '#fff', '&:hover': { bgcolor: '#1da851' } }}>
        <WhatsAppIcon />
      </Fab>
    </Box>
  );
}
