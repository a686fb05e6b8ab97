import { liveNoticeFor } from './live';
import { escalationDueAt, firstResponseState, firstResponseTexts, formatWorkingDuration, type FirstResponseClock } from './firstResponse';

const ist = (wall: string) => new Date(`${wall}:00+03:00`);

const clock = (over: Partial<FirstResponseClock> = {}): FirstResponseClock => ({
  tur: 'basvuru',
  gelis: ist('2026-12-01T23:00').toISOString(),
  hedef: ist('2026-12-02T09:35').toISOString(),
  hedef_dk: 5,
  yanit: null,
  adim: 0,
  ...over,
});

describe('the first-response clock', () => {
  it('a lead at night waits nothing until the office opens, then counts working minutes', () => {
    expect(firstResponseState(clock(), ist('2026-12-02T08:00'))).toMatchObject({ waitedMs: 0, leftMs: 5 * 60_000, overdue: false });
    const late = firstResponseState(clock(), ist('2026-12-02T09:42'));
    expect(late).toMatchObject({ waitedMs: 12 * 60_000, leftMs: -7 * 60_000, overdue: true, answered: false });
    expect(firstResponseTexts(late)).toEqual({ waited: 'Bekliyor: 12 dk', left: '7 dk gecikti' });
  });

  it('stops at the first contact', () => {
    const done = firstResponseState(clock({ yanit: ist('2026-12-02T09:33').toISOString() }), ist('2026-12-03T12:00'));
    expect(firstResponseTexts(done)).toEqual({ waited: 'İlk yanıt: 3 dk', left: 'Hedefte' });
  });

  it('the escalation steps fall at 1x, 2x and 3x the target in working time', () => {
    const arrived = ist('2026-12-04T17:50'); // Friday
    expect(escalationDueAt(arrived, 5, 1)).toEqual(ist('2026-12-04T17:55'));
    expect(escalationDueAt(arrived, 5, 2)).toEqual(ist('2026-12-04T18:00'));
    expect(escalationDueAt(arrived, 5, 3)).toEqual(ist('2026-12-07T09:35'));
  });

  it('durations read as minutes and hours', () => {
    expect(formatWorkingDuration(30_000)).toBe('1 dk’dan az');
    expect(formatWorkingDuration(65 * 60_000)).toBe('1 sa 5 dk');
    expect(formatWorkingDuration(-120 * 60_000)).toBe('2 sa');
  });
});

describe('the escalation notice', () => {
  const event = {
    tur: 'ilk_yanit' as const,
    musteri_id: 7,
    ad: '',
    personel_id: null,
    kim: 'Sistem',
    alicilar: [3],
    ilk_yanit: { tur: 'basvuru' as const, bekleme_ms: 3 * 60_000, adim: 1, adet: 1 },
  };
  it('says what waits and how long, to the people it names only', () => {
    expect(liveNoticeFor(event, 3)).toBe('Yeni başvuru · 3 dk bekliyor');
    expect(liveNoticeFor(event, 4)).toBeUndefined();
    expect(liveNoticeFor({ ...event, ilk_yanit: { ...event.ilk_yanit, adet: 12 } }, 3)).toBe(
      'Yeni başvuru · 3 dk bekliyor (ve 11 kayıt daha)',
    );
    // Other notices still reach everyone but their author.
    expect(liveNoticeFor({ ...event, tur: 'geri_arama', alicilar: undefined, ilk_yanit: undefined }, 4)).toBe('Yeni geri arama talebi');
  });
});
