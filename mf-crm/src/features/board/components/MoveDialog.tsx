import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { stageLabel } from '@kredi/contracts/crm';
import { FollowUpForm } from '../../../components/followUp/FollowUpForm';
import type { PendingMove } from '../hooks/useBoard';

/**
 * A move on the board is a follow-up note with the new stage chosen, saved the way 'Yeni Not' saves it on the file:
 * a stage never changes without a note. Cancelling (or Escape) puts the card back.
 */
export function MoveDialog({ move, onCancel, onSaved }: { move: PendingMove | null; onCancel: () => void; onSaved: () => void }) {
  const open = move !== null && !move.saved;
  return (
    <Dialog open={open} onClose={onCancel} fullWidth maxWidth="sm" aria-labelledby="board-move-title">
      {move && (
        <>
          <DialogTitle id="board-move-title" sx={{ pb: 1 }}>
            {move.card.full_name}: {stageLabel(move.from)} → {stageLabel(move.to)}
          </DialogTitle>
          <DialogContent sx={{ pt: '8px !important' }}>
            <FollowUpForm customerId={move.card.id} stage={move.to} onClose={onCancel} onSaved={onSaved} />
          </DialogContent>
        </>
      )}
    </Dialog>
  );
}
