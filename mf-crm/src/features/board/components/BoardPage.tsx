import { useMemo } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useDocumentMeta, useLocation, useNavigate } from '@kredi/kernel';
import {
  boardMessages,
  NEXT_STEP_FLAGS,
  NEXT_STEP_LABELS,
  OWNER_FILTERS,
  OWNER_FILTER_LABELS,
  REMINDER_FILTERS,
  REMINDER_LABELS,
  type BoardCard,
  type CrmStage,
} from '@kredi/contracts/crm';
import { DashboardHeader } from '../../../components/DashboardHeader';
import { ServerError } from '../../../lib/ServerError';
import { CRM_PATHS } from '../../../lib/paths';
import { RequireCrmSession } from '../../../session/RequireCrmSession';
import { useBoard, type BoardColumnView } from '../hooks/useBoard';
import { readBoardState, writeBoardState, type BoardState } from '../lib/boardState';
import { NextStepFlagChip } from './BoardCardView';
import { DragBoard } from './DragBoard';
import { MoveDialog } from './MoveDialog';
import { PhoneBoard } from './PhoneBoard';

const selectSx = { flex: '1 1 180px', minWidth: 0, maxWidth: { sm: 240 } } as const;
/** 'Herkes' and 'Tümü' are real choices: shown as the value, with the label above, rather than an empty box. */
const selectSlots = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;

function Board() {
  useDocumentMeta('Satış Panosu | Kolay Kredi');
  const location = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => readBoardState(location.search), [location.search]);
  const filters = useMemo(
    () => ({ search: state.search, hatirlatma: state.hatirlatma, atanan: state.atanan }),
    [state.search, state.hatirlatma, state.atanan],
  );
  const { board, columns, loadMore, moreError, pending, setPending } = useBoard(filters);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const go = (change: Partial<BoardState>) => navigate(`${CRM_PATHS.board}${writeBoardState({ ...state, ...change })}`);
  const move = (card: BoardCard, to: CrmStage) => setPending({ card, from: card.crm_stage as CrmStage, to, saved: false });
  const more = (column: BoardColumnView) => {
    if (column.nextCursor) void loadMore(column.stage, column.nextCursor);
  };

  return (
    <Box component="main" sx={{ bgcolor: 'grey.50', minHeight: '100vh' }}>
      <DashboardHeader title="Satış Panosu" />
      <Box sx={{ p: { xs: 1.5, md: 3 }, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <TextField
            select
            size="small"
            label="Sorumlu"
            value={state.atanan}
            onChange={(e) => go({ atanan: e.target.value })}
            sx={selectSx}
            slotProps={selectSlots}
          >
            <MenuItem value="">Herkes</MenuItem>
            {OWNER_FILTERS.map((f) => (
              <MenuItem key={f} value={f}>
                {OWNER_FILTER_LABELS[f]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label="Sonraki iletişim"
            value={state.hatirlatma}
            onChange={(e) => go({ hatirlatma: e.target.value })}
            sx={selectSx}
            slotProps={selectSlots}
          >
            <MenuItem value="">Tümü</MenuItem>
            {REMINDER_FILTERS.map((f) => (
              <MenuItem key={f} value={f}>
                {REMINDER_LABELS[f]}
              </MenuItem>
            ))}
          </TextField>
          {state.search && (
            <Typography variant="body2" color="text.secondary">
              Arama: “{state.search}”
            </Typography>
          )}
          <Box component="ul" aria-label="İşaretler" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, listStyle: 'none', m: 0, p: 0 }}>
            {NEXT_STEP_FLAGS.map((flag) => (
              <li key={flag} title={NEXT_STEP_LABELS[flag]}>
                <NextStepFlagChip flag={flag} />
              </li>
            ))}
          </Box>
        </Box>
        <ServerError error={board.error} testId="board-error" fallback={boardMessages.loadFailed} />
        <ServerError error={moreError} testId="board-more-error" fallback={boardMessages.loadFailed} />
        {board.isLoading ? (
          <Typography aria-busy="true">Yükleniyor...</Typography>
        ) : board.data ? (
          phone ? (
            <PhoneBoard columns={columns} stage={state.stage} onStage={(stage) => go({ stage })} onMove={move} onMore={more} />
          ) : (
            <DragBoard columns={columns} onMove={(card, to) => move(card, to as CrmStage)} onMore={more} />
          )
        ) : null}
      </Box>
      <MoveDialog
        move={pending}
        onCancel={() => setPending((current) => (current?.saved ? current : null))}
        onSaved={() => setPending((current) => (current ? { ...current, saved: true } : current))}
      />
    </Box>
  );
}

/** The pipeline board (docs/crm.md 'Pano'): a column per stage, a move is a follow-up note. */
export default function BoardPage() {
  return (
    <RequireCrmSession>
      <Board />
    </RequireCrmSession>
  );
}
