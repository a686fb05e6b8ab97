import { isCrmStage, isOwnerFilter, isReminderFilter, INITIAL_CRM_STAGE, type CrmStage } from '@kredi/contracts/crm';
import type { BoardFilters } from '../api/boardApi';

/**
 * The board's state in the URL, in the customer list's own names (`ara`, `hatirlatma`, `atanan`), so a link from
 * the list keeps its filters, plus `asama`: the column a phone shows. An unknown value is dropped, not sent.
 */
export interface BoardState extends BoardFilters {
  stage: CrmStage;
}

export function readBoardState(search: string): BoardState {
  const params = new URLSearchParams(search);
  const atanan = params.get('atanan');
  const hatirlatma = params.get('hatirlatma');
  const stage = params.get('asama');
  return {
    search: (params.get('ara') ?? '').trim(),
    hatirlatma: isReminderFilter(hatirlatma) ? hatirlatma : '',
    atanan: isOwnerFilter(atanan) ? atanan : '',
    stage: isCrmStage(stage) ? stage : INITIAL_CRM_STAGE,
  };
}

export function writeBoardState(state: BoardState): string {
  const params = new URLSearchParams();
  if (state.search) params.set('ara', state.search);
  if (state.hatirlatma) params.set('hatirlatma', state.hatirlatma);
  if (state.atanan) params.set('atanan', state.atanan);
  if (state.stage !== INITIAL_CRM_STAGE) params.set('asama', state.stage);
  const text = params.toString();
  return text ? `?${text}` : '';
}
