import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatNumberTR } from '@kredi/kernel';
import { boardMessages } from '@kredi/contracts/crm';
import { StageBadge } from '../../../components/StageBadge';
import type { BoardColumnView } from '../hooks/useBoard';

/** Read by screen readers, drawn nowhere (and, absolutely placed inside the column, never widening the page). */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** '12 müşteri', or '1.000+ müşteri' beyond the count's cap. */
export function columnCount(column: BoardColumnView): string {
  if (column.total === undefined) return '';
  return `${formatNumberTR(column.total)}${column.exact ? '' : '+'} müşteri`;
}

/** One stage's column: its name and count, its cards (newest first) and 'Daha fazla göster' while more are left. */
export function ColumnFrame({
  column,
  children,
  onMore,
  dropRef,
  highlighted = false,
  hideHeading = false,
}: {
  column: BoardColumnView;
  children: ReactNode;
  onMore: () => void;
  dropRef?: (node: HTMLElement | null) => void;
  highlighted?: boolean;
  /** On a phone the stage switcher names the column already. */
  hideHeading?: boolean;
}) {
  const headingId = `board-column-${column.stage}`;
  return (
    <Paper
      component="section"
      ref={dropRef}
      aria-labelledby={headingId}
      data-testid="board-column"
      data-stage={column.stage}
      variant="outlined"
      sx={{
        p: 1,
        position: 'relative',
        bgcolor: highlighted ? 'action.selected' : 'grey.100',
        borderColor: highlighted ? 'primary.main' : 'divider',
        minWidth: 0,
      }}
    >
      {/* The heading names the stage and its count; on a phone the stage switcher shows both, so it is read only. */}
      <Typography
        id={headingId}
        component="h2"
        sx={
          hideHeading
            ? VISUALLY_HIDDEN
            : { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5, mb: 1, fontSize: '1rem' }
        }
      >
        <StageBadge stage={column.stage} />
        <Box component="span" sx={{ fontSize: '0.75rem', color: 'text.secondary' }} data-testid="board-column-count">
          {columnCount(column)}
        </Box>
      </Typography>
      {column.cards.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
          {boardMessages.empty}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          {children}
        </Box>
      )}
      {column.nextCursor && (
        <Button fullWidth size="small" onClick={onMore} disabled={column.loadingMore} sx={{ mt: 1 }}>
          {column.loadingMore ? 'Yükleniyor...' : 'Daha fazla göster'}
        </Button>
      )}
    </Paper>
  );
}
