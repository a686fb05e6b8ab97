/**
 * The customer list's state lives in the URL (the pipeline board keeps the same filters in the same names, so a
 * saved view and a shared link mean the same on both), so back, reload and a shared link return to the same list:
 * `ara` (search), `durum` (stage filter), `hatirlatma` (bugun / gecikmis / bu_hafta), `atanan` (bana / atanmamis),
 * `sira` (sort) and `imlec` (the
 * keyset cursors of the pages before this one, comma-separated; page N has N-1 of them, so 'Önceki' works after a
 * reload too). The dashboard counters link to the same addresses (reminderLink).
 */
export interface ListState {
  search: string;
  durum: string;
  hatirlatma: string;
  /** Owner filter: 'bana' (Bana atananlar), 'atanmamis' (Atanmamış), '' (everyone). */
  atanan: string;
  sira: string;
  /** Cursors of pages 2..N; empty on page 1. */
  cursors: string[];
}

/** An id (newest-first order) or '<epoch ms>.<id>' (next-contact order). */
const CURSOR = /^(?:[1-9]\d{0,9}|\d{1,15}\.[1-9]\d{0,9})$/;
const MAX_PAGES_IN_URL = 200;

export function readListState(search: string): ListState {
  const params = new URLSearchParams(search);
  const cursors = (params.get('imlec') ?? '')
    .split(',')
    .filter((c) => CURSOR.test(c))
    .slice(0, MAX_PAGES_IN_URL);
  return {
    search: params.get('ara') ?? '',
    durum: params.get('durum') ?? '',
    hatirlatma: params.get('hatirlatma') ?? '',
    atanan: params.get('atanan') ?? '',
    sira: params.get('sira') ?? '',
    cursors,
  };
}

/** The query string of a list state ('' for the plain first page). */
export function writeListState(state: ListState): string {
  const params = new URLSearchParams();
  if (state.search) params.set('ara', state.search);
  if (state.durum) params.set('durum', state.durum);
  if (state.hatirlatma) params.set('hatirlatma', state.hatirlatma);
  if (state.atanan) params.set('atanan', state.atanan);
  if (state.sira) params.set('sira', state.sira);
  if (state.cursors.length > 0) params.set('imlec', state.cursors.join(','));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const pageNumber = (state: ListState): number => state.cursors.length + 1;

export const EMPTY_LIST_STATE: ListState = { search: '', durum: '', hatirlatma: '', atanan: '', sira: '', cursors: [] };

/** The dashboard address of a list state, for links (the counters). */
export const listLink = (state: Partial<ListState>): string => `${CRM_DASHBOARD}${writeListState({ ...EMPTY_LIST_STATE, ...state })}`;

const CRM_DASHBOARD = '/crm/dashboard';

/** The customer list's call: its filters, sort and the page's cursor, in the API's names. */
export interface CustomerListArgs {
  search: string;
  durum: string;
  hatirlatma: string;
  atanan: string;
  sira: string;
  cursor: string | null;
}

/** Query string of the list, its count, the CSV export and the board; empty values are left out. */
export function customerQuery(args: Partial<CustomerListArgs>): string {
  const params = new URLSearchParams();
  if (args.search) params.set('search', args.search);
  if (args.durum) params.set('durum', args.durum);
  if (args.hatirlatma) params.set('hatirlatma', args.hatirlatma);
  if (args.atanan) params.set('atanan', args.atanan);
  if (args.sira) params.set('sira', args.sira);
  if (args.cursor) params.set('cursor', args.cursor);
  const text = params.toString();
  return text ? `?${text}` : '';
}
