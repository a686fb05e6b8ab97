/**
 * Option values of the credit form with their Turkish labels. The values are what
 * the API receives; the `*_VALUES` sets let the server check an answer against the same list.
 */

export interface FormOption<V extends string | number = number> {
  readonly value: V;
  readonly label: string;
}

/** The values of an option list as a set, for server-side membership checks. */
export function valueSet<V extends string | number>(options: readonly FormOption<V>[]): ReadonlySet<V> {
  return new Set(options.map((o) => o.value));
}

/** yas: the age band's upper bound is the value sent. */
export const YAS_OPTIONS: readonly FormOption[] = [
  { value: 22, label: '18-22' },
  { value: 24, label: '23-24' },
  { value: 27, label: '25-27' },
  { value: 39, label: '28-39' },
  { value: 66, label: '40-66' },
];

/** sgk: employment / social-security status. */
export const SGK_OPTIONS: readonly FormOption[] = [
  { value: 1, label: 'Özel sektör çalışanı' },
  { value: 2, label: 'Kamu çalışanı' },
  { value: 3, label: 'Emekli' },
  { value: 4, label: 'SGK kaydım yok' },
  { value: 5, label: 'Esnaf / Şahıs şirketi sahibi' },
  { value: 6, label: 'Limited veya anonim şirket sahibi' },
  { value: 7, label: 'Çiftçi' },
];

/** kanuni_takip: how long ago a legal follow-up (kanuni takip) happened. */
export const KANUNI_TAKIP_OPTIONS: readonly FormOption[] = [
  { value: 0, label: 'Yok' },
  { value: 1, label: '1 yıl önce' },
  { value: 3, label: '2-3 yıl önce' },
  { value: 5, label: '4-5 yıl önce' },
  { value: 6, label: '6 yıl ve daha önce' },
];

/** son_kredi_tarihi: when credit was last used. */
export const SON_KREDI_OPTIONS: readonly FormOption[] = [
  { value: 0, label: 'Hiç kullanmadım' },
  { value: 1, label: '1 ay önce' },
  { value: 3, label: '2-3 ay önce' },
  { value: 6, label: '4-6 ay önce' },
  { value: 7, label: '7 ay ve daha önce' },
];

/** mevcut_limit: total card and overdraft limits in TL. */
export const MEVCUT_LIMIT_OPTIONS: readonly FormOption[] = [
  { value: 499000, label: '1 - 499.000 TL' },
  { value: 999000, label: '500.000 - 999.000 TL' },
  { value: 1499000, label: '1.000.000 - 1.499.000 TL' },
  { value: 1999999, label: '1.500.000 - 1.999.999 TL' },
  { value: 2000000, label: '2.000.000 TL ve üzeri' },
];

/** aylik_odeme: monthly credit payments in TL. */
export const AYLIK_ODEME_OPTIONS: readonly FormOption[] = [
  { value: 0, label: 'Ödemem yok' },
  { value: 9999, label: '9.999 TL ve altı' },
  { value: 19999, label: '10.000 - 19.999 TL' },
  { value: 39999, label: '20.000 - 39.999 TL' },
  { value: 40000, label: '40.000 TL ve üzeri' },
];

/** basvuru_adedi: credit applications in the last 3 months. */
export const BASVURU_ADEDI_OPTIONS: readonly FormOption[] = [
  { value: 0, label: 'Hiç başvurmadım' },
  { value: 1, label: '1' },
  { value: 4, label: '2-4' },
  { value: 5, label: '5 ve üzeri' },
];

/** findeks: 0 means unknown (the score will be looked up); the others are band upper bounds. */
export const FINDEKS_OPTIONS: readonly FormOption[] = [
  { value: 0, label: 'Bilmiyorum / öğrenmek istiyorum' },
  { value: 1249, label: '1249 ve altı' },
  { value: 1299, label: '1250 - 1299' },
  { value: 1399, label: '1300 - 1399' },
  { value: 1499, label: '1400 - 1499' },
  { value: 1599, label: '1500 - 1599' },
  { value: 1900, label: '1600 - 1900' },
];

/** The form's findeks value for "I don't know my score". */
export const FINDEKS_UNKNOWN = 0;
/** What the API receives as findeks_score when the score is unknown (with findeks_flag true). */
export const FINDEKS_UNKNOWN_SCORE = 1;

export const CINSIYET_OPTIONS: readonly FormOption<string>[] = [
  { value: 'Erkek', label: 'Erkek' },
  { value: 'Kadın', label: 'Kadın' },
];

const FIRST_PROVINCES = ['İstanbul', 'İzmir', 'Ankara', 'Antalya', 'Kocaeli'] as const;

/** The 81 provinces: the five largest markets first, then the rest in Turkish alphabetical order. */
export const PROVINCES: readonly string[] = Object.freeze([
  ...FIRST_PROVINCES,
  'Adana',
  'Adıyaman',
  'Afyonkarahisar',
  'Ağrı',
  'Aksaray',
  'Amasya',
  'Ardahan',
  'Artvin',
  'Aydın',
  'Balıkesir',
  'Bartın',
  'Batman',
  'Bayburt',
  'Bilecik',
  'Bingöl',
  'Bitlis',
  'Bolu',
  'Burdur',
  'Bursa',
  'Çanakkale',
  'Çankırı',
  'Çorum',
  'Denizli',
  'Diyarbakır',
  'Düzce',
  'Edirne',
  'Elazığ',
  'Erzincan',
  'Erzurum',
  'Eskişehir',
  'Gaziantep',
  'Giresun',
  'Gümüşhane',
  'Hakkari',
  'Hatay',
  'Iğdır',
  'Isparta',
  'Kahramanmaraş',
  'Karabük',
  'Karaman',
  'Kars',
  'Kastamonu',
  'Kayseri',
  'Kırıkkale',
  'Kırklareli',
  'Kırşehir',
  'Kilis',
  'Konya',
  'Kütahya',
  'Malatya',
  'Manisa',
  'Mardin',
  'Mersin',
  'Muğla',
  'Muş',
  'Nevşehir',
  'Niğde',
  'Ordu',
  'Osmaniye',
  'Rize',
  'Sakarya',
  'Samsun',
  'Siirt',
  'Sinop',
  'Sivas',
  'Şanlıurfa',
  'Şırnak',
  'Tekirdağ',
  'Tokat',
  'Trabzon',
  'Tunceli',
  'Uşak',
  'Van',
  'Yalova',
  'Yozgat',
  'Zonguldak',
]);

/** PROVINCES as select options (value = label = the province name). */
export const PROVINCE_OPTIONS: readonly FormOption<string>[] = PROVINCES.map((p) => ({ value: p, label: p }));

export const YAS_VALUES = valueSet(YAS_OPTIONS);
export const SGK_VALUES = valueSet(SGK_OPTIONS);
export const KANUNI_TAKIP_VALUES = valueSet(KANUNI_TAKIP_OPTIONS);
export const SON_KREDI_VALUES = valueSet(SON_KREDI_OPTIONS);
export const MEVCUT_LIMIT_VALUES = valueSet(MEVCUT_LIMIT_OPTIONS);
export const AYLIK_ODEME_VALUES = valueSet(AYLIK_ODEME_OPTIONS);
export const BASVURU_ADEDI_VALUES = valueSet(BASVURU_ADEDI_OPTIONS);
export const FINDEKS_VALUES = valueSet(FINDEKS_OPTIONS);
export const CINSIYET_VALUES = valueSet(CINSIYET_OPTIONS);
export const PROVINCE_VALUES: ReadonlySet<string> = new Set(PROVINCES);

/** Membership check that also rejects values of the wrong type. */
export function isOptionValue<V extends string | number>(set: ReadonlySet<V>, value: unknown): value is V {
  return (typeof value === 'number' || typeof value === 'string') && set.has(value as V);
}
