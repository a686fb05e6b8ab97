import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDateTime, Link as RouterLink } from '@kredi/kernel';
import { NEXT_STEP_LABELS, type BoardCard, type NextStepFlag } from '@kredi/contracts/crm';
import { PhoneLink } from '../../../lib/phone';
import { CRM_PATHS } from '../../../lib/paths';

/** Pipedrive's colours, as dark text on a light fill so each keeps AA contrast (axe): red, green, grey, amber. */
const FLAG_TONES: Record<NextStepFlag, { color: string; bgcolor: string; borderColor: string }> = {
  gecikmis: { color: '#b71c1c', bgcolor: '#ffebee', borderColor: '#c62828' },
  bugun: { color: '#1b5e20', bgcolor: '#e8f5e9', borderColor: '#2e7d32' },
  planli: { color: '#424242', bgcolor: '#f5f5f5', borderColor: '#9e9e9e' },
  yok: { color: '#6d4c00', bgcolor: '#fff8e1', borderColor: '#f9a825' },
};

export function NextStepFlagChip({ flag }: { flag: NextStepFlag }) {
  const tone = FLAG_TONES[flag];
  return (
    <Box
      component="span"
      data-testid="next-step-flag"
      data-flag={flag}
      sx={{ display: 'inline-block', px: 0.75, borderRadius: 1, fontSize: '0.75rem', fontWeight: 600, border: 1, ...tone }}
    >
      {NEXT_STEP_LABELS[flag]}
    </Box>
  );
}

/**
 * One customer on the board: the name opens the file, the flag says whether a next step is overdue, due today,
 * planned or missing. `control` is the drag handle (from 600 px), `footer` the 'Aşamaya taşı' menu (phone); the left edge
 * takes the flag's colour, so a column of red edges reads at a glance.
 */
export function BoardCardView({
  card,
  control,
  footer,
  lifted = false,
}: {
  card: BoardCard;
  control?: ReactNode;
  footer?: ReactNode;
  lifted?: boolean;
}) {
  return (
    <Paper
      variant="outlined"
      data-testid="board-card"
      data-customer={card.id}
      sx={{
        p: 1.25,
        borderLeftWidth: 4,
        borderLeftColor: FLAG_TONES[card.bayrak].borderColor,
        display: 'flex',
        gap: 0.5,
        alignItems: 'flex-start',
        boxShadow: lifted ? 6 : 'none',
      }}
    >
      <Box sx={{ minWidth: 0, flexGrow: 1, display: 'grid', gap: 0.25 }}>
        <Link component={RouterLink} to={CRM_PATHS.customer(card.id)} underline="hover" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
          {card.full_name}
        </Link>
        <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
          {card.city} · <PhoneLink shown={card.phone ? `0${card.phone}` : ''} />
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}>
          <NextStepFlagChip flag={card.bayrak} />
          {card.sonraki_iletisim && (
            <Typography variant="caption" color="text.secondary">
              {formatDateTime(card.sonraki_iletisim)}
            </Typography>
          )}
        </Box>
        {footer}
      </Box>
      {control}
    </Paper>
  );
}
