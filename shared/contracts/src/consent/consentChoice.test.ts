import {
  CONSENT_CHANGE_EVENT,
  CONSENT_POLICY_VERSION,
  CONSENT_PREFERENCES_EVENT,
  CONSENT_STORAGE_KEY,
  OPTIONAL_CONSENT_CATEGORIES,
  allConsentGrants,
  hasConsent,
  isConsentDecided,
  onConsentChange,
  openConsentPreferences,
  parseConsentChoice,
  readConsentChoice,
  saveConsentChoice,
  whenConsented,
} from './consentChoice';
import { CONSENT_CATEGORIES } from './categories';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

const stored = (choice: object) => memoryStorage({ [CONSENT_STORAGE_KEY]: JSON.stringify(choice) });

describe('cookie consent categories', () => {
  it('has one strictly necessary category and three the visitor chooses, each named and described', () => {
    expect(CONSENT_CATEGORIES.filter((c) => c.zorunlu).map((c) => c.id)).toEqual(['zorunlu']);
    expect(OPTIONAL_CONSENT_CATEGORIES).toEqual(['islevsel', 'istatistik', 'harita']);
    expect(CONSENT_CATEGORIES.filter((c) => !c.zorunlu).map((c) => c.id)).toEqual(OPTIONAL_CONSENT_CATEGORIES);
    for (const category of CONSENT_CATEGORIES) {
      expect(category.ad.length).toBeGreaterThan(3);
      expect(category.aciklama.length).toBeGreaterThan(40);
    }
  });
});

describe('the stored choice', () => {
  it('without a choice nothing optional is consented and the banner is due', () => {
    const storage = memoryStorage();
    expect(readConsentChoice(storage)).toBeNull();
    expect(hasConsent('istatistik', storage)).toBe(false);
    expect(isConsentDecided(readConsentChoice(storage))).toBe(false);
  });

  it('saves the grants with the policy version and the time, and reads them back', () => {
    const storage = memoryStorage();
    const now = new Date('2026-12-02T09:30:00Z');
    const choice = saveConsentChoice({ istatistik: true, islevsel: false, harita: false }, { storage, now, target: new EventTarget() });
    expect(choice).toEqual({
      surum: CONSENT_POLICY_VERSION,
      tarih: '2026-12-02T09:30:00.000Z',
      izinler: { istatistik: true, islevsel: false, harita: false },
    });
    expect(JSON.parse(storage.values.get(CONSENT_STORAGE_KEY)!)).toEqual(choice);
    expect(hasConsent('istatistik', storage)).toBe(true);
    expect(hasConsent('islevsel', storage)).toBe(false);
    expect(isConsentDecided(readConsentChoice(storage))).toBe(true);
  });

  it('a single category granted later keeps the other decisions; one granted alone leaves the rest undecided', () => {
    const storage = memoryStorage();
    const target = new EventTarget();
    saveConsentChoice({ harita: true }, { storage, target });
    expect(hasConsent('harita', storage)).toBe(true);
    expect(isConsentDecided(readConsentChoice(storage))).toBe(false);
    saveConsentChoice(allConsentGrants(false), { storage, target });
    saveConsentChoice({ islevsel: true }, { storage, target });
    expect(readConsentChoice(storage)?.izinler).toEqual({ islevsel: true, istatistik: false, harita: false });
  });

  it('a choice made under another policy version, or unreadable, is no choice', () => {
    const izinler = allConsentGrants(true);
    expect(readConsentChoice(stored({ surum: '1.0', tarih: '2026-01-01T00:00:00Z', izinler }))).toBeNull();
    expect(parseConsentChoice('{not json')).toBeNull();
    expect(parseConsentChoice(JSON.stringify({ surum: CONSENT_POLICY_VERSION, tarih: 'x', izinler: { istatistik: 'evet' } }))).toBeNull();
    expect(parseConsentChoice(JSON.stringify({ surum: CONSENT_POLICY_VERSION, tarih: 'x', izinler: { reklam: true } }))).toBeNull();
    expect(parseConsentChoice(JSON.stringify({ surum: CONSENT_POLICY_VERSION, izinler }))).toBeNull();
    expect(hasConsent('istatistik', stored({ surum: CONSENT_POLICY_VERSION, tarih: 'x', izinler }))).toBe(true);
  });

  it('a storage that throws means no consent, and saving into it does not throw', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(hasConsent('istatistik', broken)).toBe(false);
    expect(() => saveConsentChoice(allConsentGrants(true), { storage: broken, target: new EventTarget() })).not.toThrow();
  });
});

describe('hearing of a change', () => {
  it('a save tells this tab at once, with the choice; another tab is heard through the storage event', () => {
    const target = new EventTarget();
    const storage = memoryStorage();
    const heard: string[] = [];
    target.addEventListener(CONSENT_CHANGE_EVENT, (e) => heard.push(JSON.stringify((e as CustomEvent).detail.izinler)));
    const calls = jest.fn();
    const stop = onConsentChange(calls, target);
    saveConsentChoice({ istatistik: true }, { storage, target });
    expect(heard).toEqual(['{"istatistik":true}']);
    const storageEvent = (key: string | null) => Object.assign(new Event('storage'), { key });
    target.dispatchEvent(storageEvent(CONSENT_STORAGE_KEY));
    target.dispatchEvent(storageEvent('some-other-key'));
    target.dispatchEvent(storageEvent(null));
    expect(calls).toHaveBeenCalledTimes(3);
    stop();
    saveConsentChoice({ istatistik: false }, { storage, target });
    expect(calls).toHaveBeenCalledTimes(3);
  });

  it('whenConsented runs at once when consented, otherwise once at the first grant, never on a refusal', () => {
    const target = new EventTarget();
    const storage = memoryStorage();
    const start = jest.fn();
    whenConsented('istatistik', start, { storage, target });
    expect(start).not.toHaveBeenCalled();
    saveConsentChoice(allConsentGrants(false), { storage, target });
    saveConsentChoice({ harita: true }, { storage, target });
    expect(start).not.toHaveBeenCalled();
    saveConsentChoice({ istatistik: true }, { storage, target });
    saveConsentChoice({ istatistik: true }, { storage, target });
    expect(start).toHaveBeenCalledTimes(1);
    const again = jest.fn();
    whenConsented('istatistik', again, { storage, target });
    expect(again).toHaveBeenCalledTimes(1);
  });

  it('whenConsented can be cancelled before the grant', () => {
    const target = new EventTarget();
    const storage = memoryStorage();
    const start = jest.fn();
    const cancel = whenConsented('harita', start, { storage, target });
    cancel();
    saveConsentChoice({ harita: true }, { storage, target });
    expect(start).not.toHaveBeenCalled();
  });

  it('opening the preferences is an event the shell listens to', () => {
    const target = new EventTarget();
    const opened = jest.fn();
    target.addEventListener(CONSENT_PREFERENCES_EVENT, opened);
    openConsentPreferences(target);
    expect(opened).toHaveBeenCalledTimes(1);
  });
});
