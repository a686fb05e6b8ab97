import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useDocumentMeta, useLocation, useNavigate } from '@kredi/kernel';
import { boardMessages, isCrmStage, NEXT_STEP_FLAGS, NEXT_STEP_LABELS, type BoardCard, type CrmStage } from '@kredi/contracts/crm';
import { DashboardHeader } from '../../../components/DashboardHeader';
import { CustomerFilters } from '../../../components/listFilters/CustomerFilters';
import { SavedViews } from '../../../components/listFilters/SavedViews';
import { ServerError } from '../../../lib/ServerError';
import { CRM_PATHS } from '../../../lib/paths';
import { RequireCrmSession } from '../../../session/RequireCrmSession';
import { useBoard, type BoardColumnView } from '../hooks/useBoard';
import { listStateOf, readBoardState, writeBoardState, type BoardState } from '../lib/boardState';
import { NextStepFlagChip } from './BoardCardView';
import { DragBoard } from './DragBoard';
import { MoveDialog } from './MoveDialog';
import { PhoneBoard } from './PhoneBoard';

function Board() {
  useDocumentMeta('Satış Panosu | Kolay Kredi');
  const location = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => readBoardState(location.search), [location.search]);
  const filters = useMemo(
    () => ({ search: state.search, durum: state.durum, hatirlatma: state.hatirlatma, atanan: state.atanan, sira: state.sira }),
    [state.search, state.durum, state.hatirlatma, state.atanan, state.sira],
  );
  const { board, columns, loadMore, moreError, pending, setPending } = useBoard(filters);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const go = (change: Partial<BoardState>) => navigate(`${CRM_PATHS.board}${writeBoardState({ ...state, ...change })}`);
  // Filtered to one stage, a phone shows that column whatever its switcher showed before.
  const shownStage = isCrmStage(state.durum) ? state.durum : state.stage;
  const move = (card: BoardCard, to: CrmStage) => setPending({ card, from: card.crm_stage as CrmStage, to, saved: false });
  const more = (column: BoardColumnView) => {
    if (column.nextCursor) void loadMore(column.stage, column.nextCursor);
  };

  return (
    <Box component="main" sx={{ bgcolor: 'grey.50', minHeight: '100vh' }}>
      <DashboardHeader title="Satış Panosu" />
      <Box sx={{ p: { xs: 1.5, md: 3 }, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <Box>
          {/* The list's saved views and filters: a view's filters and sort apply to every column. */}
          <SavedViews state={listStateOf(state)} onApply={({ cursors: _pages, ...view }) => go(view)} />
          <CustomerFilters key={state.search} state={listStateOf(state)} onChange={(change) => go(change)} />
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
            <PhoneBoard columns={columns} stage={shownStage} onStage={(stage) => go({ stage })} onMove={move} onMore={more} />
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
