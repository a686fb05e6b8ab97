import { isValidSmsCode, normalizeSmsCodeInput } from './smsCode';

describe('SMS code', () => {
  it('is exactly four digits', () => {
    expect(isValidSmsCode('1234')).toBe(true);
    expect(isValidSmsCode('0000')).toBe(true);
    expect(isValidSmsCode('123')).toBe(false);
    expect(isValidSmsCode('12345')).toBe(false);
    expect(isValidSmsCode('12a4')).toBe(false);
    expect(isValidSmsCode(1234)).toBe(false);
  });

  it('keeps digits only, at most four', () => {
    expect(normalizeSmsCodeInput('1a2b3c4d5')).toBe('1234');
  });
});
