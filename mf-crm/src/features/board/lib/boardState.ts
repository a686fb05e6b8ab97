import { isCrmStage, INITIAL_CRM_STAGE, type CrmStage } from '@kredi/contracts/crm';
import { readListState, writeListState, type ListState } from '../../../lib/listState';

/**
 * The board's state in the URL: the customer list's own state (`ara`, `durum`, `hatirlatma`, `atanan`, `sira`, read
 * and written by lib/listState), so a link from the list, a saved view and Back keep the same filters, plus `asama`:
 * the column a phone shows. The board has no pages of its own: a column pages itself ('Daha fazla göster').
 */
export interface BoardState extends Omit<ListState, 'cursors'> {
  stage: CrmStage;
}

export function readBoardState(search: string): BoardState {
  const { cursors: _pages, ...filters } = readListState(search);
  const stage = new URLSearchParams(search).get('asama');
  return { ...filters, search: filters.search.trim(), stage: isCrmStage(stage) ? stage : INITIAL_CRM_STAGE };
}

export function writeBoardState({ stage, ...filters }: BoardState): string {
  const params = new URLSearchParams(writeListState({ ...filters, cursors: [] }));
  if (stage !== INITIAL_CRM_STAGE) params.set('asama', stage);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The list state a board state stands for (the saved views compare and store it). */
export const listStateOf = ({ stage: _column, ...filters }: BoardState): ListState => ({ ...filters, cursors: [] });
