import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useState } from 'react';
import { isCrmStage, type BoardCard } from '@kredi/contracts/crm';
import type { BoardColumnView } from '../hooks/useBoard';
import { BOARD_ANNOUNCEMENTS, BOARD_INSTRUCTIONS, columnKeyboardCoordinates, type CardDragData } from '../lib/dragTexts';
import { BoardCardView } from './BoardCardView';
import { ColumnFrame } from './ColumnFrame';

function DraggableCard({ card }: { card: BoardCard }) {
  const data: CardDragData = { customerId: card.id, name: card.full_name, stage: card.crm_stage };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({ id: `musteri-${card.id}`, data });
  const handle = (
    <IconButton
      ref={setActivatorNodeRef}
      size="small"
      {...attributes}
      {...listeners}
      aria-label={`${card.full_name} kartını taşı`}
      data-testid="board-drag-handle"
      // The handle takes the gesture: a touch drag on it must not scroll the board instead.
      sx={{ cursor: 'grab', touchAction: 'none', mt: -0.5, mr: -0.5 }}
    >
      <DragIndicatorIcon fontSize="small" />
    </IconButton>
  );
  return (
    <Box component="li" ref={setNodeRef} sx={{ opacity: isDragging ? 0.4 : 1 }}>
      <BoardCardView card={card} control={handle} />
    </Box>
  );
}

function DroppableColumn({ column, onMore }: { column: BoardColumnView; onMore: () => void }) {
  const { setNodeRef, isOver } = useDroppable({ id: column.stage });
  return (
    <ColumnFrame column={column} onMore={onMore} dropRef={setNodeRef} highlighted={isOver}>
      {column.cards.map((card) => (
        <DraggableCard key={card.id} card={card} />
      ))}
    </ColumnFrame>
  );
}

/**
 * The board from 600 px: the columns side by side in their own scrolling box (the page never scrolls sideways),
 * a card moved by its handle with a mouse, a finger or the keyboard (dnd-kit: Space, arrows, Space), with the
 * steps read out in Turkish. A drop on another column asks for the note (`onMove`); the card itself moves only
 * when the note is saved.
 */
export function DragBoard({
  columns,
  onMove,
  onMore,
}: {
  columns: BoardColumnView[];
  onMove: (card: BoardCard, to: string) => void;
  onMore: (column: BoardColumnView) => void;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  );
  const [active, setActive] = useState<BoardCard | null>(null);
  const cardOf = (id: string | number) => columns.flatMap((c) => c.cards).find((c) => `musteri-${c.id}` === String(id)) ?? null;
  const start = (event: DragStartEvent) => setActive(cardOf(event.active.id));
  const end = (event: DragEndEvent) => {
    setActive(null);
    const card = cardOf(event.active.id);
    const to = event.over ? String(event.over.id) : null;
    if (card && to && isCrmStage(to) && to !== card.crm_stage) onMove(card, to);
  };
  return (
    <DndContext
      sensors={sensors}
      onDragStart={start}
      onDragEnd={end}
      onDragCancel={() => setActive(null)}
      accessibility={{ announcements: BOARD_ANNOUNCEMENTS, screenReaderInstructions: BOARD_INSTRUCTIONS }}
    >
      <Box
        role="region"
        aria-label="Aşamalar"
        tabIndex={0}
        data-testid="board-scroll"
        sx={{
          display: 'grid',
          gridAutoFlow: 'column',
          gridAutoColumns: 'minmax(250px, 1fr)',
          gap: 1.5,
          overflowX: 'auto',
          pb: 1,
          alignItems: 'start',
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        {columns.map((column) => (
          <DroppableColumn key={column.stage} column={column} onMore={() => onMore(column)} />
        ))}
      </Box>
      <DragOverlay>{active ? <BoardCardView card={active} lifted /> : null}</DragOverlay>
    </DndContext>
  );
}
