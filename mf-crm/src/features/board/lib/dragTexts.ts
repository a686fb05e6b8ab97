import type { Announcements, KeyboardCoordinateGetter, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import { CRM_STAGES, stageLabel } from '@kredi/contracts/crm';

/** What a dragged card carries: its customer's name and the stage it is in. */
export interface CardDragData {
  customerId: number;
  name: string;
  stage: string;
}

const cardOf = (active: { data: { current?: unknown } }) => active.data.current as CardDragData | undefined;
const columnName = (id: UniqueIdentifier | undefined) => (id === undefined ? '' : stageLabel(String(id)));

/** Read before a card is picked up, to whoever reaches its handle with a screen reader. */
export const BOARD_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'Kartı taşımak için boşluk ya da Enter tuşuna basın. Sağ ve sol ok tuşlarıyla aşamalar arasında gezinin. ' +
    'Bırakmak için yeniden boşluk ya da Enter, vazgeçmek için Escape tuşuna basın. Bırakınca takip notu penceresi açılır.',
};

/** What the live region says at each step of a move, in Turkish (dnd-kit's own texts are English). */
export const BOARD_ANNOUNCEMENTS: Announcements = {
  onDragStart: ({ active }) => `${cardOf(active)?.name ?? 'Kart'} tutuldu. Şu an ${columnName(cardOf(active)?.stage)} aşamasında.`,
  onDragOver: ({ active, over }) =>
    over
      ? `${cardOf(active)?.name ?? 'Kart'}, ${columnName(over.id)} aşamasının üzerinde.`
      : `${cardOf(active)?.name ?? 'Kart'} bir aşamanın üzerinde değil.`,
  onDragEnd: ({ active, over }) => {
    const card = cardOf(active);
    if (!over || String(over.id) === card?.stage) return `${card?.name ?? 'Kart'} yerinde bırakıldı.`;
    return `${card?.name ?? 'Kart'}, ${columnName(over.id)} aşamasına bırakıldı. Takip notu penceresi açıldı.`;
  },
  onDragCancel: ({ active }) => `Taşıma iptal edildi. ${cardOf(active)?.name ?? 'Kart'} yerine döndü.`,
};

/**
 * Arrow keys move a held card one column right or left (the stages' order), into the middle of that column, instead
 * of dnd-kit's default 25 px steps that take many presses to cross a column. Up and down do nothing: the order
 * inside a column is the list's (newest first), not the staff member's.
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { active, context, currentCoordinates }) => {
  const step = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0;
  if (step === 0) return undefined;
  event.preventDefault();
  const from = String(context.over?.id ?? (context.active ? cardOf(context.active)?.stage : undefined) ?? active);
  const next = CRM_STAGES[CRM_STAGES.indexOf(from as (typeof CRM_STAGES)[number]) + step];
  const rect = next ? context.droppableRects.get(next) : undefined;
  if (!rect) return undefined;
  const width = context.collisionRect?.width ?? 0;
  return { x: rect.left + Math.max(0, (rect.width - width) / 2), y: currentCoordinates.y };
};
