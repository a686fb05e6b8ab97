import {
  AYLIK_ODEME_VALUES,
  BASVURU_ADEDI_VALUES,
  CINSIYET_VALUES,
  FINDEKS_OPTIONS,
  FINDEKS_VALUES,
  KANUNI_TAKIP_VALUES,
  MEVCUT_LIMIT_VALUES,
  PROVINCES,
  PROVINCE_VALUES,
  SGK_VALUES,
  SON_KREDI_VALUES,
  YAS_OPTIONS,
  YAS_VALUES,
  isOptionValue,
} from './creditFormOptions';

describe('option values', () => {
  it('match the spec', () => {
    expect([...YAS_VALUES]).toEqual([22, 24, 27, 39, 66]);
    expect(YAS_OPTIONS.map((o) => o.label)).toEqual(['18-22', '23-24', '25-27', '28-39', '40-66']);
    expect([...SGK_VALUES]).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect([...KANUNI_TAKIP_VALUES]).toEqual([0, 1, 3, 5, 6]);
    expect([...SON_KREDI_VALUES]).toEqual([0, 1, 3, 6, 7]);
    expect([...MEVCUT_LIMIT_VALUES]).toEqual([499000, 999000, 1499000, 1999999, 2000000]);
    expect([...AYLIK_ODEME_VALUES]).toEqual([0, 9999, 19999, 39999, 40000]);
    expect([...BASVURU_ADEDI_VALUES]).toEqual([0, 1, 4, 5]);
    expect([...FINDEKS_VALUES]).toEqual([0, 1249, 1299, 1399, 1499, 1599, 1900]);
    expect(FINDEKS_OPTIONS[0].label).toBe('Bilmiyorum / öğrenmek istiyorum');
    expect(FINDEKS_OPTIONS[1].label).toBe('1249 ve altı');
    expect([...CINSIYET_VALUES]).toEqual(['Erkek', 'Kadın']);
  });

  it('isOptionValue checks type and membership', () => {
    expect(isOptionValue(YAS_VALUES, 22)).toBe(true);
    expect(isOptionValue(YAS_VALUES, '22')).toBe(false);
    expect(isOptionValue(YAS_VALUES, 23)).toBe(false);
    expect(isOptionValue(CINSIYET_VALUES, 'Kadın')).toBe(true);
    expect(isOptionValue(CINSIYET_VALUES, 'kadın')).toBe(false);
    expect(isOptionValue(SGK_VALUES, null)).toBe(false);
  });
});

describe('PROVINCES', () => {
  it('holds the 81 provinces once each', () => {
    expect(PROVINCES).toHaveLength(81);
    expect(PROVINCE_VALUES.size).toBe(81);
  });

  it('lists the five largest markets first, then the rest in Turkish order', () => {
    expect(PROVINCES.slice(0, 5)).toEqual(['İstanbul', 'İzmir', 'Ankara', 'Antalya', 'Kocaeli']);
    const rest = PROVINCES.slice(5);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'tr')));
  });

  it('uses Turkish spelling', () => {
    for (const p of ['Şanlıurfa', 'Iğdır', 'Çanakkale', 'Kırıkkale', 'Muğla', 'Afyonkarahisar', 'Kahramanmaraş']) {
      expect(PROVINCE_VALUES.has(p)).toBe(true);
    }
    expect(PROVINCE_VALUES.has('Istanbul')).toBe(false);
  });
});
