import { useRef } from 'react';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Fade from '@mui/material/Fade';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { useSiteConfig } from '@kredi/kernel';
import { PAGE_INTERACTIVE_ATTRIBUTE } from '../../../lib/pageInteractive';
import { useChatBubble } from '../hooks/useChatBubble';
import { useChatButtonClearance } from '../hooks/useChatButtonClearance';

/**
 * Floating messaging-app button, bottom right, with its timed speech bubble. It never covers a control: it moves up
 * above them or hides (useChatButtonClearance); until the page is interactive it rests at the page's end instead. Only the bubble and the button take clicks, not the space between.
 * The bubble's fade follows the theme's reduced-motion rule.
 */
export function ChatButton() {
  const { chatUrl } = useSiteConfig();
  const bubble = useChatBubble();
  const ref = useRef<HTMLDivElement>(null);
  useChatButtonClearance(ref);
  return (
    <Box
      ref={ref}
      data-chat-button
      sx={{
        position: 'fixed',
        right: 20,
        bottom: 20,
        zIndex: (t) => t.zIndex.speedDial,
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        pointerEvents: 'none',
        '& > *': { pointerEvents: 'auto' },
        transition: (t) => t.transitions.create('transform', { duration: t.transitions.duration.shorter }),
        // The page as served, before its application (and this clearance logic) has loaded: the button rests in the
        // room the footer keeps free for it at the page's end, covering nothing (CSS only: no script runs yet). At
        // the page's end the two places are the same pixels, so becoming fixed moves nothing in sight.
        [`html:not([${PAGE_INTERACTIVE_ATTRIBUTE}]) &`]: { position: 'absolute' },
      }}
    >
      <Fade in={bubble} unmountOnExit>
        {/* Not on a phone: at 190 px beside the button it would lie over the page's text (a result, a title), which
            no place of the screen's edge keeps free; the button and its label say the same. */}
        <Paper elevation={4} sx={{ px: 2, py: 1, borderRadius: 3, display: { xs: 'none', sm: 'block' } }} role="status">
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            Bizimle iletişime geçin
          </Typography>
        </Paper>
      </Fade>
      <Fab
        href={chatUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="WhatsApp ile yazın"
        sx={{ bgcolor: '#25D366', color: '#fff', '&:hover': { bgcolor: '#1da851' } }}
      >
        <WhatsAppIcon />
      </Fab>
    </Box>
  );
}
