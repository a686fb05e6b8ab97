import { ALLOWED_PHONE_PREFIXES, isValidPhone, normalizePhoneInput } from './phone';

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
});
