import { useCallback, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { MESSAGES } from '../lib/formMessages';
import { useOutsideClickClose } from '../hooks/useOutsideClickClose';

/** Info icon that opens 'Bu bilgiyi neden istiyoruz?' with the reason for one field; closes on an outside click. */
export function InfoTooltip({ field, text }: { field: string; text: string }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useOutsideClickClose(open, close, [buttonRef, contentRef]);

  return (
    <Tooltip
      open={open}
      // The tooltip describes the button; the button keeps its own name.
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
      <IconButton
        ref={buttonRef}
        size="small"
        aria-label={`${MESSAGES.whyWeAsk} (${field})`}
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        sx={{ color: 'primary.main' }}
      >
        <InfoOutlinedIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
