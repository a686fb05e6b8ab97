import type { UnknownAction } from 'redux';
import { SESSION_KEYS } from './sessionStorageKeys';
import { actionCreator } from '../store/actionCreator';

/**
 * The signed-in staff member as the CRM's sign-in answers it ('personel'), kept in the browser. `rol` is the
 * role; a record stored before roles existed has none and counts as 'personel'.
 */
export interface Personel {
  id: number;
  ad_soyad: string;
  telefon?: string;
  /** A role name of the staff contract (@kredi/contracts/staff), which the kernel does not interpret. */
  rol?: string;
  [key: string]: unknown;
}

export interface SessionState {
  crmToken: string | null;
  personel: Personel | null;
  adminToken: string | null;
}

export const emptySession: SessionState = { crmToken: null, personel: null, adminToken: null };

export const crmSignedIn = actionCreator<{ token: string; personel: Personel }>('session/crmSignedIn');
export const crmSignedOut = actionCreator('session/crmSignedOut');
export const adminSignedIn = actionCreator<string>('session/adminSignedIn');
export const adminSignedOut = actionCreator('session/adminSignedOut');

function sessionReducer(state: SessionState = emptySession, action: UnknownAction): SessionState {
  if (crmSignedIn.match(action)) return { ...state, crmToken: action.payload.token, personel: action.payload.personel };
  if (crmSignedOut.match(action)) return { ...state, crmToken: null, personel: null };
  if (adminSignedIn.match(action)) return { ...state, adminToken: action.payload };
  if (adminSignedOut.match(action)) return { ...state, adminToken: null };
  return state;
}

/** Any state holding the session (the root state; a test's). */
interface WithSession {
  session: SessionState;
}
export const selectCrmToken = (s: WithSession) => s.session.crmToken;
export const selectPersonel = (s: WithSession) => s.session.personel;
export const selectAdminToken = (s: WithSession) => s.session.adminToken;
/** The role of the CRM session ('personel' for a record stored before roles existed), null when signed out. */
export const selectCrmRole = (s: WithSession): string | null => (s.session.personel ? (s.session.personel.rol ?? 'personel') : null);

/** The slice as the root reducer takes it (store/injectableReducer.ts); its actions and selectors are exported above. */
export const sessionSlice = { reducerPath: 'session', reducer: sessionReducer } as const;

/** Reads the persisted session; bad JSON in storage counts as signed out. */
export function loadSession(storage: Pick<Storage, 'getItem'> | undefined): SessionState {
  if (!storage) return emptySession;
  let personel: Personel | null = null;
  try {
    const raw = storage.getItem(SESSION_KEYS.crmPersonel);
    personel = raw ? (JSON.parse(raw) as Personel) : null;
  } catch {
    personel = null;
  }
  const crmToken = storage.getItem(SESSION_KEYS.crmToken);
  return {
    crmToken: crmToken && personel ? crmToken : null,
    personel: crmToken && personel ? personel : null,
    adminToken: storage.getItem(SESSION_KEYS.adminToken),
  };
}

/** Mirrors the session into storage under the spec's keys. */
export function saveSession(storage: Pick<Storage, 'setItem' | 'removeItem'>, session: SessionState): void {
  const put = (key: string, value: string | null) => (value === null ? storage.removeItem(key) : storage.setItem(key, value));
  put(SESSION_KEYS.crmToken, session.crmToken);
  put(SESSION_KEYS.crmPersonel, session.personel ? JSON.stringify(session.personel) : null);
  put(SESSION_KEYS.adminToken, session.adminToken);
}
