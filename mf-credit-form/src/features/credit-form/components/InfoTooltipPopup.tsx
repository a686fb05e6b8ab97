import type { ReactNode, Ref } from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '../lib/formMessages';

/**
 * The tooltip of an info icon (InfoTooltip.tsx), loaded when first opened: MUI's Tooltip brings Popper (~10 KB
 * brotli), which the page does not need before then. It is anchored to a box over the icon button, so the button
 * itself stays mounted (and focused) when the tooltip comes.
 */
export default function InfoTooltipPopup({
  id,
  open,
  text,
  contentRef,
}: {
  id: string;
  open: boolean;
  text: ReactNode;
  contentRef: Ref<HTMLDivElement>;
}) {
  return (
    <Tooltip
      id={id}
      open={open}
      describeChild
      arrow
      placement="top"
      disableHoverListener
      disableFocusListener
      disableTouchListener
      title={
        <Box ref={contentRef} sx={{ p: 0.5 }}>
          <Typography variant="subtitle2" component="p">
            {MESSAGES.whyWeAsk}
          </Typography>
          <Typography variant="body2">{text}</Typography>
        </Box>
      }
    >
      <Box component="span" aria-hidden="true" sx={{ position: 'absolute', inset: 0, pointerEvents: 'none' }} />
    </Tooltip>
  );
}
