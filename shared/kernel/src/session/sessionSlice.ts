import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { StaffRole } from '@kredi/contracts/staff';
import { SESSION_KEYS } from './sessionStorageKeys';

/**
 * The signed-in staff member as the CRM's sign-in answers it (spec 7.4 'personel'), kept in the browser. `rol` is the
 * role (issue 20); a record stored before roles existed has none and counts as 'personel'.
 */
export interface Personel {
  id: number;
  ad_soyad: string;
  telefon?: string;
  rol?: StaffRole;
  [key: string]: unknown;
}

export interface SessionState {
  crmToken: string | null;
  personel: Personel | null;
  adminToken: string | null;
}

export const emptySession: SessionState = { crmToken: null, personel: null, adminToken: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState: emptySession,
  reducers: {
    crmSignedIn: (state, action: PayloadAction<{ token: string; personel: Personel }>) => {
      state.crmToken = action.payload.token;
      state.personel = action.payload.personel;
    },
    crmSignedOut: (state) => {
      state.crmToken = null;
      state.personel = null;
    },
    adminSignedIn: (state, action: PayloadAction<string>) => {
      state.adminToken = action.payload;
    },
    adminSignedOut: (state) => {
      state.adminToken = null;
    },
  },
  selectors: {
    selectCrmToken: (s) => s.crmToken,
    selectPersonel: (s) => s.personel,
    selectAdminToken: (s) => s.adminToken,
    /** The role of the CRM session ('personel' for a record stored before roles existed), null when signed out. */
    selectCrmRole: (s): StaffRole | null => (s.personel ? (s.personel.rol ?? 'personel') : null),
  },
});

export const { crmSignedIn, crmSignedOut, adminSignedIn, adminSignedOut } = sessionSlice.actions;
export const { selectCrmToken, selectPersonel, selectAdminToken, selectCrmRole } = sessionSlice.selectors;

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
