import { initialCreditFormValues, type CreditFormValues } from './creditFormValues';
import { STEP_SCHEMAS, isStepValid } from './stepSchemas';

const step1: CreditFormValues = { ...initialCreditFormValues, ad: 'Ayşe', soyad: 'Yılmaz', telefon: '5321234567', kvkkOnay: true };
const step2: CreditFormValues = {
  ...step1,
  yas: '27',
  sehir: 'Antalya',
  sgk: '1',
  kanuni_takip: '0',
  son_kredi_tarihi: '0',
  mevcut_limit: '499000',
  aylik_odeme: '0',
  basvuru_adedi: '0',
};

const errorOf = (step: 1 | 2 | 3, values: CreditFormValues, field: string): string | undefined => {
  try {
    STEP_SCHEMAS[step].validateSyncAt(field, values);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('step 1', () => {
  it('is valid with names, a valid phone and the consent', () => {
    expect(isStepValid(1, step1)).toBe(true);
  });

  it('needs the KVKK consent', () => {
    expect(isStepValid(1, { ...step1, kvkkOnay: false })).toBe(false);
    expect(errorOf(1, { ...step1, kvkkOnay: false }, 'kvkkOnay')).toBe('Lütfen KVKK metnini onaylayınız.');
  });

  it.each(['0532123456', '5001234567', '5555555555', '532123456', '5601234567'])('rejects the phone %s', (telefon) => {
    expect(isStepValid(1, { ...step1, telefon })).toBe(false);
    expect(errorOf(1, { ...step1, telefon }, 'telefon')).toBe('Lütfen geçerli bir telefon numarası giriniz.');
  });

  it('rejects a blocked word in a name with the message naming the field', () => {
    expect(isStepValid(1, { ...step1, soyad: 'Şerefsiz' })).toBe(false);
    expect(errorOf(1, { ...step1, soyad: 'Şerefsiz' }, 'soyad')).toBe(
      'Soyad alanında uygunsuz içerik tespit edildi. Lütfen geçerli bir soyad giriniz.',
    );
  });

  it('needs both names', () => {
    expect(isStepValid(1, { ...step1, ad: '' })).toBe(false);
    expect(isStepValid(1, { ...step1, soyad: '   ' })).toBe(false);
  });
});

describe('step 2', () => {
  it('needs all eight selects, each with a listed value', () => {
    expect(isStepValid(2, step2)).toBe(true);
    for (const field of [
      'yas',
      'sehir',
      'sgk',
      'kanuni_takip',
      'son_kredi_tarihi',
      'mevcut_limit',
      'aylik_odeme',
      'basvuru_adedi',
    ] as const) {
      expect(isStepValid(2, { ...step2, [field]: '' })).toBe(false);
    }
    expect(isStepValid(2, { ...step2, yas: '17' })).toBe(false);
    expect(isStepValid(2, { ...step2, sehir: 'Paris' })).toBe(false);
  });
});

describe('step 3', () => {
  const identity = { dogum_tarihi: '15/06/1990', cinsiyet: 'Erkek', tc_kimlik: '10000000146', adSoyad: 'Ayşe Yılmaz' };

  it('with a known score needs only the score', () => {
    expect(isStepValid(3, { ...step2, findeks: '1599' })).toBe(true);
    expect(isStepValid(3, { ...step2, findeks: '' })).toBe(false);
  });

  it('with an unknown score needs birth date, gender, national ID and full name', () => {
    const unknown = { ...step2, findeks: '0' };
    expect(isStepValid(3, unknown)).toBe(false);
    expect(isStepValid(3, { ...unknown, ...identity })).toBe(true);
    for (const field of Object.keys(identity)) {
      expect(isStepValid(3, { ...unknown, ...identity, [field]: '' })).toBe(false);
    }
  });

  it.each([
    ['dogum_tarihi', '29/02/2001'],
    ['dogum_tarihi', '31/04/1990'],
    ['dogum_tarihi', `01/01/${new Date().getFullYear() - 17}`],
    ['tc_kimlik', '17291716050'],
    ['adSoyad', 'Ayşe'],
    ['cinsiyet', 'Diğer'],
  ])('with an unknown score rejects %s = %s', (field, value) => {
    expect(isStepValid(3, { ...step2, findeks: '0', ...identity, [field]: value })).toBe(false);
  });

  it('accepts 29 February of a leap year', () => {
    expect(isStepValid(3, { ...step2, findeks: '0', ...identity, dogum_tarihi: '29/02/1988' })).toBe(true);
  });
});
