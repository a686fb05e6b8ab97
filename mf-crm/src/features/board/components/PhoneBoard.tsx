import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { boardMessages, CRM_STAGES, stageLabel, type BoardCard, type CrmStage } from '@kredi/contracts/crm';
import type { BoardColumnView } from '../hooks/useBoard';
import { BoardCardView } from './BoardCardView';
import { ColumnFrame, columnCount } from './ColumnFrame';

function MoveMenu({ card, onMove }: { card: BoardCard; onMove: (card: BoardCard, to: CrmStage) => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = `board-move-${card.id}`;
  return (
    <Box>
      <Button
        size="small"
        variant="outlined"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        aria-label={`${card.full_name}: ${boardMessages.moveToStage}`}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ mt: 0.5 }}
      >
        {boardMessages.moveToStage}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {CRM_STAGES.filter((stage) => stage !== card.crm_stage).map((stage) => (
          <MenuItem
            key={stage}
            onClick={() => {
              setAnchor(null);
              onMove(card, stage);
            }}
          >
            {stageLabel(stage)}
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
}

/**
 * The board below 600 px: one column at a time, chosen with a stage switcher (with each column's count), and a card
 * moved with its 'Aşamaya taşı' menu: a drag across a phone's width would fight the page's own scrolling.
 */
export function PhoneBoard({
  columns,
  stage,
  onStage,
  onMove,
  onMore,
}: {
  columns: BoardColumnView[];
  stage: CrmStage;
  onStage: (stage: CrmStage) => void;
  onMove: (card: BoardCard, to: CrmStage) => void;
  onMore: (column: BoardColumnView) => void;
}) {
  const column = columns.find((c) => c.stage === stage) ?? columns[0]!;
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <TextField
        select
        label="Aşama"
        value={column.stage}
        onChange={(e) => onStage(e.target.value as CrmStage)}
        data-testid="board-stage-switcher"
      >
        {columns.map((c) => (
          <MenuItem key={c.stage} value={c.stage}>
            {stageLabel(c.stage)}
            {c.total === undefined ? '' : ` (${columnCount(c)})`}
          </MenuItem>
        ))}
      </TextField>
      <ColumnFrame column={column} onMore={() => onMore(column)} hideHeading>
        {column.cards.map((card) => (
          <Box component="li" key={card.id}>
            <BoardCardView card={card} footer={<MoveMenu card={card} onMove={onMove} />} />
          </Box>
        ))}
      </ColumnFrame>
    </Box>
  );
}
