/*
 * The visitor's choice, kept in this browser's localStorage (first party, strictly necessary: without it the site
 * could not remember a refusal). It carries the cookie policy's version it was given under: a new version asks again.
 * Every consumer bundles this module, so the rule is read the same way by the shell and by each remote; they meet
 * only through the storage key and the window event below, which a remote of any build can read.
 */

/**
 * A category the visitor chooses (their names and descriptions are in categories.ts, which only the banner needs: the
 * gates in every page's first chunk carry the ids alone).
 */
export type ConsentCategory = 'islevsel' | 'istatistik' | 'harita';

/** The categories the visitor chooses, in the banner's order. */
export const OPTIONAL_CONSENT_CATEGORIES: readonly ConsentCategory[] = ['islevsel', 'istatistik', 'harita'];

/** The localStorage key of the choice. */
export const CONSENT_STORAGE_KEY = 'kredi-cerez-tercihi';

/** The cookie policy's version the banner asks under (the policy page shows the same version and date). */
export const CONSENT_POLICY_VERSION = '2.0';

/** Dispatched on window after this tab saves a choice (detail: the choice). Other tabs hear the storage event. */
export const CONSENT_CHANGE_EVENT = 'kredi:cerez-tercihi';

/** Dispatched on window to ask the shell to open the preferences (the footer's 'Çerez Tercihleri', the map). */
export const CONSENT_PREFERENCES_EVENT = 'kredi:cerez-tercihleri-ac';

export type ConsentGrants = Partial<Record<ConsentCategory, boolean>>;

export interface ConsentChoice {
  /** The policy version the choice was made under. */
  surum: string;
  /** When it was made (ISO 8601). */
  tarih: string;
  /** Each category decided; a missing one is not consented. */
  izinler: ConsentGrants;
}

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The browser's localStorage, or nothing (server rendering, storage switched off). */
function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function isGrants(value: unknown): value is ConsentGrants {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.entries(value).every(
    ([key, granted]) => (OPTIONAL_CONSENT_CATEGORIES as readonly string[]).includes(key) && typeof granted === 'boolean',
  );
}

/** Reads a stored choice; a missing, unreadable or earlier-version one is no choice. */
export function parseConsentChoice(raw: string | null | undefined): ConsentChoice | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ConsentChoice>;
    if (value.surum !== CONSENT_POLICY_VERSION || typeof value.tarih !== 'string' || !isGrants(value.izinler)) return null;
    return { surum: value.surum, tarih: value.tarih, izinler: value.izinler };
  } catch {
    return null;
  }
}

/** The visitor's current choice in this browser, or null. */
export function readConsentChoice(storage: ReadableStorage | undefined = browserStorage()): ConsentChoice | null {
  try {
    return parseConsentChoice(storage?.getItem(CONSENT_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** Whether `category` may run now. Without a choice, nothing optional does. */
export function hasConsent(category: ConsentCategory, storage: ReadableStorage | undefined = browserStorage()): boolean {
  return readConsentChoice(storage)?.izinler[category] === true;
}

/** Whether every optional category has been decided (the banner is shown until then). */
export function isConsentDecided(choice: ConsentChoice | null): boolean {
  return choice !== null && OPTIONAL_CONSENT_CATEGORIES.every((c) => typeof choice.izinler[c] === 'boolean');
}

/** Every optional category granted (true) or refused (false). */
export function allConsentGrants(granted: boolean): Record<ConsentCategory, boolean> {
  return Object.fromEntries(OPTIONAL_CONSENT_CATEGORIES.map((c) => [c, granted])) as Record<ConsentCategory, boolean>;
}

export interface SaveConsentOptions {
  storage?: WritableStorage;
  now?: Date;
  /** Where the change event is dispatched (the window in a browser). */
  target?: EventTarget;
}

/**
 * Saves `grants` over the current choice (categories not given keep their decision) with this policy version and
 * the time, and tells this tab's listeners at once: a change takes effect without a reload. Returns the saved choice.
 * A browser that refuses to store it keeps nothing optional running: consent is read from the storage only.
 */
export function saveConsentChoice(grants: ConsentGrants, options: SaveConsentOptions = {}): ConsentChoice {
  const storage = options.storage ?? browserStorage();
  const current = readConsentChoice(storage);
  const choice: ConsentChoice = {
    surum: CONSENT_POLICY_VERSION,
    tarih: (options.now ?? new Date()).toISOString(),
    izinler: { ...current?.izinler, ...grants },
  };
  try {
    storage?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(choice));
  } catch {
    // storage refused (private mode, full): nothing is consented, and the banner asks again
  }
  const target = options.target ?? (typeof window === 'undefined' ? undefined : window);
  target?.dispatchEvent(new CustomEvent<ConsentChoice>(CONSENT_CHANGE_EVENT, { detail: choice }));
  return choice;
}

/** Asks the shell to open the preferences (no effect on a shell without a banner). */
export function openConsentPreferences(target: EventTarget | undefined = typeof window === 'undefined' ? undefined : window): void {
  target?.dispatchEvent(new Event(CONSENT_PREFERENCES_EVENT));
}

/**
 * Calls `listener` whenever the choice changes: saved in this tab, or in another tab (the storage event). Returns the
 * unsubscribe function. Shaped for React's useSyncExternalStore.
 */
export function onConsentChange(
  listener: () => void,
  target: EventTarget | undefined = typeof window === 'undefined' ? undefined : window,
): () => void {
  if (!target) return () => undefined;
  const onStorage = (event: Event) => {
    const key = (event as StorageEvent).key;
    // null: the whole storage was cleared
    if (key === CONSENT_STORAGE_KEY || key === null) listener();
  };
  target.addEventListener(CONSENT_CHANGE_EVENT, listener);
  target.addEventListener('storage', onStorage);
  return () => {
    target.removeEventListener(CONSENT_CHANGE_EVENT, listener);
    target.removeEventListener('storage', onStorage);
  };
}

/**
 * Runs `start` once `category` is consented: at once if it already is, otherwise at the first change that grants it.
 * Returns a cancel function.
 */
export function whenConsented(
  category: ConsentCategory,
  start: () => void,
  options: { storage?: ReadableStorage; target?: EventTarget } = {},
): () => void {
  const granted = () => hasConsent(category, options.storage ?? browserStorage());
  if (granted()) {
    start();
    return () => undefined;
  }
  const stop = onConsentChange(
    () => {
      if (!granted()) return;
      stop();
      start();
    },
    options.target ?? (typeof window === 'undefined' ? undefined : window),
  );
  return stop;
}
