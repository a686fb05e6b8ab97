import { isStaffCode, isValidStaffPhone, normalizeStaffCodeInput, normalizeStaffPhoneInput, staffPhoneToMobile } from './staffAuth';

test('a staff phone is 0 + a valid mobile number, 11 characters', () => {
  expect(isValidStaffPhone('05321234567')).toBe(true);
  expect(isValidStaffPhone('5321234567')).toBe(false);
  expect(isValidStaffPhone('15321234567')).toBe(false);
  expect(isValidStaffPhone('05021234567')).toBe(false); // 502 is not an operator prefix
  expect(isValidStaffPhone('0532123456a')).toBe(false);
  expect(isValidStaffPhone(5321234567)).toBe(false);
});

test('the phone and code inputs keep only what the sign-in allows', () => {
  expect(normalizeStaffPhoneInput('053212345678')).toBe('05321234567');
  expect(normalizeStaffPhoneInput('05a3b2')).toBe('0532');
  expect(normalizeStaffPhoneInput('abc')).toBe('');
  expect(normalizeStaffPhoneInput('+90 532 123 45 67')).toBe('05321234567');
  expect(normalizeStaffPhoneInput('0532 123 45 67')).toBe('05321234567');
  expect(normalizeStaffCodeInput('12 3-45a67')).toBe('123456');
  expect(isStaffCode('123456')).toBe(true);
  expect(isStaffCode('12345')).toBe(false);
  expect(staffPhoneToMobile('05321234567')).toBe('5321234567');
});
