import fc from 'fast-check';
import { ALLOWED_PHONE_PREFIXES, isValidPhone, normalizePhoneInput, parsePhone } from './phone';

const withPrefix = (prefix: string) => `${prefix}1234567`;

describe('ALLOWED_PHONE_PREFIXES', () => {
  it('holds 501, 505-509, 530-555 and 559 (33 prefixes)', () => {
    expect(ALLOWED_PHONE_PREFIXES).toHaveLength(1 + 5 + 26 + 1);
    expect(ALLOWED_PHONE_PREFIXES).toContain('530');
    expect(ALLOWED_PHONE_PREFIXES).toContain('555');
  });
});

describe('isValidPhone', () => {
  it.each([
    ['500', false],
    ['501', true],
    ['502', false],
    ['504', false],
    ['505', true],
    ['507', true],
    ['509', true],
    ['510', false],
    ['529', false],
    ['530', true],
    ['542', true],
    ['555', true],
    ['556', false],
    ['558', false],
    ['559', true],
    ['560', false],
  ])('prefix %s -> %s', (prefix, ok) => {
    expect(isValidPhone(withPrefix(prefix))).toBe(ok);
  });

  it('rejects numbers made of one repeated digit', () => {
    expect(isValidPhone('5555555555')).toBe(false);
    expect(isValidPhone('5555555554')).toBe(true);
  });

  it('needs exactly 10 digits', () => {
    expect(isValidPhone('532123456')).toBe(false);
    expect(isValidPhone('53212345678')).toBe(false);
    expect(isValidPhone('5321234567')).toBe(true);
    expect(isValidPhone('')).toBe(false);
  });

  it('rejects a leading 0, a non-5 start and non-digits', () => {
    expect(isValidPhone('0532123456')).toBe(false);
    expect(isValidPhone('4321234567')).toBe(false);
    expect(isValidPhone('532 123 45')).toBe(false);
    expect(isValidPhone('532123456a')).toBe(false);
    expect(isValidPhone('+905321234')).toBe(false);
    expect(isValidPhone('５３２１２３４５６７')).toBe(false); // full-width digits
  });

  it('rejects non-strings', () => {
    expect(isValidPhone(5321234567)).toBe(false);
    expect(isValidPhone(null)).toBe(false);
    expect(isValidPhone(undefined)).toBe(false);
    expect(isValidPhone(['5321234567'])).toBe(false);
  });
});

describe('normalizePhoneInput', () => {
  it('keeps digits only, at most 10', () => {
    expect(normalizePhoneInput('532 123-45 67')).toBe('5321234567');
    expect(normalizePhoneInput('53212345678999')).toBe('5321234567');
    expect(normalizePhoneInput('abc')).toBe('');
    expect(normalizePhoneInput('')).toBe('');
  });

  it.each([
    ['05321234567'],
    ['0532 123 45 67'],
    ['0 (532) 123 45 67'],
    ['+90 532 123 45 67'],
    ['+90 (532) 123-45-67'],
    ['+905321234567'],
    ['905321234567'],
    ['0090 532 123 45 67'],
    ['+90 0532 123 45 67'],
    ['532.123.45.67'],
    ['5321234567'],
  ])('turns %p into the ten digits', (written) => {
    expect(normalizePhoneInput(written)).toBe('5321234567');
  });

  it('drops a leading 0 and the country code as they are typed, key by key', () => {
    const typed = (text: string) => [...text].reduce((value, key) => normalizePhoneInput(value + key), '');
    expect(typed('05321234567')).toBe('5321234567');
    expect(typed('+90 532 123 45 67')).toBe('5321234567');
    expect(typed('0 (532) 123 45 67')).toBe('5321234567');
  });

  it('is idempotent and never longer than ten digits', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (raw) => {
        const once = normalizePhoneInput(raw);
        expect(once).toMatch(/^\d{0,10}$/);
        expect(normalizePhoneInput(once)).toBe(once);
      }),
    );
  });
});

describe('parsePhone', () => {
  it.each(['05321234567', '0532 123 45 67', '0 (532) 123 45 67', '+90 532 123 45 67', '  5321234567 ', '0532-123-45-67'])(
    'reads %p as 5321234567',
    (written) => {
      expect(parsePhone(written)).toBe('5321234567');
    },
  );

  it.each([
    ['letters', 'abc'],
    ['an emoji', '📞05321234567'],
    ['markup', '<script>alert(1)</script>'],
    ['a digit too many', '053212345678'],
    ['a digit too few', '0532 123 45 6'],
    ['a landline', '0242 123 45 67'],
    ['an unknown operator prefix', '0560 123 45 67'],
    ['one repeated digit', '0555 555 55 55'],
    ['nothing', ''],
    ['blanks', '   '],
    ['a number value', 5321234567],
    ['null', null],
  ])('refuses %s', (_case, written) => {
    expect(parsePhone(written)).toBeNull();
  });

  it('accepts exactly what normalizes to a valid phone when only phone characters are used', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[\d +()-]{0,24}$/), (raw) => {
        const parsed = parsePhone(raw);
        if (parsed !== null) expect(isValidPhone(parsed)).toBe(true);
        if (parsed !== null) expect(normalizePhoneInput(raw)).toBe(parsed);
      }),
    );
  });
});
