import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import { firstResponseState, firstResponseTexts, type FirstResponseClock } from '@kredi/contracts/crm';

/** The clock moves on screen too: a waiting lead's figures are read again this often. */
const TICK_MS = 30_000;

/**
 * The first-response clock of a lead on the list and its card: the working time waited and the time left (or how
 * late it is), from the contract's rule so the screen and the escalation job agree. Nothing for a customer without one.
 */
export function FirstResponseBadge({ clock }: { clock: FirstResponseClock | null | undefined }) {
  const [now, setNow] = useState(() => new Date());
  const waiting = clock !== null && clock !== undefined && clock.yanit === null;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, [waiting]);
  if (!clock) return null;
  const state = firstResponseState(clock, now);
  const texts = firstResponseTexts(state);
  // Dark text on light fills: 'error.dark' on red 50 and 'text.primary' on grey 100 keep AA contrast.
  const tone = state.answered
    ? { color: 'text.secondary', bgcolor: 'transparent' }
    : state.overdue
      ? { color: 'error.dark', bgcolor: 'rgba(211, 47, 47, 0.08)', fontWeight: 600 }
      : { color: 'text.primary', bgcolor: 'action.hover' };
  return (
    <Box
      component="span"
      data-testid="first-response"
      data-state={state.answered ? 'yanitlandi' : state.overdue ? 'gecikti' : 'bekliyor'}
      sx={{ display: 'inline-block', mt: 0.5, px: state.answered ? 0 : 0.75, borderRadius: 1, fontSize: '0.75rem', ...tone }}
    >
      {texts.waited} · {texts.left}
    </Box>
  );
}
