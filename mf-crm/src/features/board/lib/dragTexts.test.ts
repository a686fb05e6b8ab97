import type { Active, Over } from '@dnd-kit/core';
import { BOARD_ANNOUNCEMENTS, columnKeyboardCoordinates, type CardDragData } from './dragTexts';

const active = {
  id: 'musteri-7',
  data: { current: { customerId: 7, name: 'Ayşe Şahin', stage: 'aranacak' } satisfies CardDragData },
} as unknown as Active;
const over = (id: string) => ({ id }) as unknown as Over;

test('every step of a move is read out in Turkish, with the card’s name and the stages’ labels', () => {
  expect(BOARD_ANNOUNCEMENTS.onDragStart({ active })).toBe('Ayşe Şahin tutuldu. Şu an Aranacak aşamasında.');
  expect(BOARD_ANNOUNCEMENTS.onDragOver({ active, over: over('dusuk_skor') })).toBe('Ayşe Şahin, Düşük Skor aşamasının üzerinde.');
  expect(BOARD_ANNOUNCEMENTS.onDragOver({ active, over: null })).toBe('Ayşe Şahin bir aşamanın üzerinde değil.');
  expect(BOARD_ANNOUNCEMENTS.onDragEnd({ active, over: over('subeye_gelecek') })).toBe(
    'Ayşe Şahin, Şubeye Gelecek aşamasına bırakıldı. Takip notu penceresi açıldı.',
  );
  expect(BOARD_ANNOUNCEMENTS.onDragEnd({ active, over: over('aranacak') })).toBe('Ayşe Şahin yerinde bırakıldı.');
  expect(BOARD_ANNOUNCEMENTS.onDragCancel({ active, over: null })).toBe('Taşıma iptal edildi. Ayşe Şahin yerine döndü.');
});

test('the arrows take a held card one stage over, to the middle of that column; up and down do nothing', () => {
  const rect = (left: number) => ({ left, top: 100, width: 260, height: 600, right: left + 260, bottom: 700 });
  const droppableRects = new Map([
    ['aranacak', rect(0)],
    ['arandi_limit_begenmedi', rect(272)],
  ]);
  const args = (overId: string | null) =>
    ({
      active: 'musteri-7',
      currentCoordinates: { x: 10, y: 150 },
      context: { active, over: overId ? over(overId) : null, droppableRects, collisionRect: { width: 240 } },
    }) as unknown as Parameters<typeof columnKeyboardCoordinates>[1];
  const key = (code: string) => new KeyboardEvent('keydown', { code });
  expect(columnKeyboardCoordinates(key('ArrowRight'), args(null))).toEqual({ x: 282, y: 150 });
  expect(columnKeyboardCoordinates(key('ArrowLeft'), args('arandi_limit_begenmedi'))).toEqual({ x: 10, y: 150 });
  // No stage left of the first one.
  expect(columnKeyboardCoordinates(key('ArrowLeft'), args('aranacak'))).toBeUndefined();
  expect(columnKeyboardCoordinates(key('ArrowDown'), args(null))).toBeUndefined();
});
