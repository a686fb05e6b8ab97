/**
 * The pipeline board of the CRM (docs/crm.md 'Pano'): one column per stage, one card per customer, each card flagged
 * by its next contact the way Pipedrive flags leads. The flag is read on Istanbul days, like the counters and the
 * reminder filters (istanbulTime.ts).
 */
import { istanbulDayRange } from './istanbulTime';

export const NEXT_STEP_FLAGS = ['gecikmis', 'bugun', 'planli', 'yok'] as const;
export type NextStepFlag = (typeof NEXT_STEP_FLAGS)[number];

export const NEXT_STEP_LABELS: Readonly<Record<NextStepFlag, string>> = {
  gecikmis: 'Gecikmiş',
  bugun: 'Bugün',
  planli: 'Planlı',
  yok: 'Sonraki adım yok',
};

/**
 * A card's flag at `now`: 'gecikmis' once the next contact has passed (the list marks the same dates 'Gecikmiş'),
 * 'bugun' when it is still ahead within today's Istanbul day, 'planli' from tomorrow on, 'yok' without one. A call
 * planned for 09:00 is overdue at 09:01, not only tomorrow: the lead has been kept waiting from that minute.
 */
export function nextStepFlag(nextContact: Date | null, now: Date): NextStepFlag {
  if (nextContact === null) return 'yok';
  if (nextContact.getTime() < now.getTime()) return 'gecikmis';
  return nextContact.getTime() < istanbulDayRange(now).end.getTime() ? 'bugun' : 'planli';
}

/**
 * A column counts its cards no further than this ('1.000+'): six columns are counted on every load of the board,
 * so a board of 100,000 customers costs what a board of a few thousand does.
 */
export const BOARD_COUNT_CAP = 1_000;

/** Screen-reader and menu texts of the board. */
export const boardMessages = {
  moveToStage: 'Aşamaya taşı',
  cursorWithoutStage: 'Sonraki sayfa için bir aşama seçin.',
  loadFailed: 'Pano yüklenemedi. Lütfen sayfayı yenileyin.',
  empty: 'Bu aşamada müşteri yok.',
} as const;
