import { cleanSource, DIRECT_SOURCE, funnelSource, funnelWithDrops } from './funnel';
import { rangeError, reportMessages, scoreBand, weekStart } from './range';
import { vitalPagePath, VITAL_PUBLIC_ROUTES } from './vitalPages';
import { isPlausibleVital, meetsGoal, vitalBucket, vitalPercentile } from './vitals';
import { reportCsv } from './csv';

describe('funnel sources', () => {
  it('the campaign first, else the referrer host, else doğrudan; never a path or a query', () => {
    expect(funnelSource('https://www.google.com/search?q=kredi', 'Yaz Kampanyası', 'kredi.example')).toBe('kampanya:yaz-kampanyası');
    expect(funnelSource('https://www.google.com/search?q=kredi', null, 'kredi.example')).toBe('google.com');
    expect(funnelSource('https://kredi.example/blog', null, 'kredi.example')).toBe(DIRECT_SOURCE);
    expect(funnelSource('', null, 'kredi.example')).toBe(DIRECT_SOURCE);
  });

  it('the server files anything that is not a host or a campaign under doğrudan', () => {
    expect(cleanSource('google.com')).toBe('google.com');
    expect(cleanSource('kampanya:yaz')).toBe('kampanya:yaz');
    expect(cleanSource('https://evil.example/?tel=5321112233')).toBe(DIRECT_SOURCE);
    expect(cleanSource('<script>')).toBe(DIRECT_SOURCE);
  });

  it('drops are the share lost from the previous step', () => {
    const rows = funnelWithDrops({ ziyaret: 200, sms_gonderildi: 150, kod_dogrulandi: 0, adim2: 0, adim3: 0, sonuc: 0, geri_arama: 0 });
    expect(rows.slice(0, 4).map((r) => r.drop)).toEqual([null, 25, 100, null]);
  });
});

describe('ranges', () => {
  it('refuses backwards, unreadable and over-a-year ranges in Turkish', () => {
    expect(rangeError('2026-03-01', '2026-03-31')).toBeNull();
    expect(rangeError('2026-03-31', '2026-03-01')).toBe(reportMessages.badRange);
    expect(rangeError('2026-02-30x', '2026-03-01')).toBe(reportMessages.badRange);
    for (const impossible of ['2026-02-30', '2026-04-31', '2025-02-29', '0000-01-01', '9999-01-01'])
      expect(rangeError(impossible, '2026-03-01')).toBe(reportMessages.badRange);
    expect(rangeError('2026-01-01', '2026-02-30')).toBe(reportMessages.badRange);
    expect(rangeError('2025-01-01', '2026-01-02')).toBe(reportMessages.tooLong);
    expect(rangeError('2025-01-01', '2026-01-01')).toBeNull();
  });

  it('weeks start on Monday; score bands are 20 points wide', () => {
    expect(weekStart('2026-03-08')).toBe('2026-03-02');
    expect(weekStart('2026-03-02')).toBe('2026-03-02');
    expect([0, 19, 20, 79, 80, 100].map(scoreBand)).toEqual(['0-19', '0-19', '20-39', '60-79', '80-100', '80-100']);
  });
});

describe('vitals', () => {
  it('p75 is the upper bound of the bucket where three quarters are reached', () => {
    const buckets: number[] = [];
    for (const value of [900, 1100, 1400, 2600]) {
      const index = vitalBucket('LCP', value);
      buckets[index] = (buckets[index] ?? 0) + 1;
    }
    expect(
      vitalPercentile(
        'LCP',
        Array.from(buckets, (b) => b ?? 0),
      ),
    ).toBe(1500);
    expect(vitalPercentile('LCP', [])).toBeNull();
    expect(meetsGoal('LCP', 1500)).toBe(true);
    expect(meetsGoal('CLS', 0.1)).toBe(false);
    expect(meetsGoal('TTFB', 300)).toBeNull();
  });

  it('pages are the public routes only; queries dropped, odd and unknown paths refused', () => {
    expect(vitalPagePath('/blog/bir-yazi?utm=x#baslik')).toBe('/blog/*');
    expect(vitalPagePath('/blog')).toBe('/blog');
    expect(vitalPagePath('/blog/')).toBe('/blog');
    expect(vitalPagePath('/')).toBe('/');
    expect(vitalPagePath('/Form')).toBe('/form');
    expect(vitalPagePath('/hakkimizda/')).toBe('/hakkimizda');
    expect(vitalPagePath('/hizmetler/kredi-danismanligi')).toBe('/hizmetler/kredi-danismanligi');
    expect(vitalPagePath('/kredi-hesaplama')).toBe('/kredi-hesaplama');
    for (const odd of [
      '/<script>',
      '/../x',
      '/blog/../admin',
      '//form',
      '/yok-boyle-sayfa',
      '/hizmetler/baska',
      '/crm/dashboard',
      '/admin/raporlar',
    ])
      expect(vitalPagePath(odd)).toBeNull();
    // Every public route of the registry is a page; no staff screen is.
    expect(VITAL_PUBLIC_ROUTES).toContain('/form');
    expect(VITAL_PUBLIC_ROUTES.some((route) => route.startsWith('/crm') || route.startsWith('/admin'))).toBe(false);
  });

  it('a value no page load can have is implausible (the beacon is dropped, never clamped)', () => {
    expect(isPlausibleVital('LCP', 2500)).toBe(true);
    expect(isPlausibleVital('LCP', 120_000)).toBe(true);
    expect(isPlausibleVital('LCP', 600_000)).toBe(false);
    expect(isPlausibleVital('INP', -1)).toBe(false);
    expect(isPlausibleVital('CLS', 0.08)).toBe(true);
    expect(isPlausibleVital('CLS', 50)).toBe(false);
    expect(isPlausibleVital('TTFB', Number.NaN)).toBe(false);
  });
});

it('CSV for Turkish Excel: BOM, semicolons, decimal comma, CRLF', () => {
  expect(
    reportCsv(
      ['Adım', 'Kayıp'],
      [
        ['Ziyaret', 12.5],
        ['SMS', null],
      ],
    ),
  ).toBe('\uFEFFAdım;Kayıp\r\nZiyaret;12,5\r\nSMS;\r\n');
});
