import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { MESSAGES } from '../lib/formMessages';
import { useOutsideClickClose } from '../hooks/useOutsideClickClose';

const InfoTooltipPopup = lazy(() => import('./InfoTooltipPopup'));

/** Info icon that opens 'Bu bilgiyi neden istiyoruz?' with the reason for one field; closes on an outside click. */
export function InfoTooltip({ field, text }: { field: string; text: string }) {
  const [open, setOpen] = useState(false);
  // The tooltip's code loads at the first open and stays (its closing transition plays).
  const [opened, setOpened] = useState(false);
  const tooltipId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useOutsideClickClose(open, close, [buttonRef, contentRef]);
  useEffect(() => {
    if (open) setOpened(true);
  }, [open]);

  return (
    <Box component="span" sx={{ position: 'relative', display: 'inline-flex' }}>
      <IconButton
        ref={buttonRef}
        size="small"
        aria-label={`${MESSAGES.whyWeAsk} (${field})`}
        aria-expanded={open}
        // The tooltip describes the button; the button keeps its own name.
        aria-describedby={open ? tooltipId : undefined}
        onClick={() => setOpen((value) => !value)}
        sx={{ color: 'primary.main' }}
      >
        <InfoOutlinedIcon fontSize="small" />
      </IconButton>
      {(opened || open) && (
        <Suspense fallback={null}>
          <InfoTooltipPopup id={tooltipId} open={open} text={text} contentRef={contentRef} />
        </Suspense>
      )}
    </Box>
  );
}
