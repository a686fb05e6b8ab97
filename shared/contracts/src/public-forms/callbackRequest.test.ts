import { CALLBACK_PHONE_INVALID_MESSAGE, CALLBACK_PHONE_REQUIRED_MESSAGE, checkCallbackPhone } from './callbackRequest';

describe('footer callback phone', () => {
  it.each(['0532 123 45 67', '+90 532 123 45 67', '0 (532) 123 45 67', '5321234567'])('accepts %p as 5321234567', (raw) => {
    expect(checkCallbackPhone(raw)).toEqual({ ok: true, phone: '5321234567' });
  });

  it.each([undefined, null, '', '   ', 42])('asks for a number when given %p', (raw) => {
    expect(checkCallbackPhone(raw)).toEqual({ ok: false, message: CALLBACK_PHONE_REQUIRED_MESSAGE });
  });

  it.each(['abc', '😀', '<script>alert(1)</script>', '0532 123 45', '0212 123 45 67', '1'.repeat(32)])(
    'refuses %p with the Turkish message',
    (raw) => {
      expect(checkCallbackPhone(raw)).toEqual({ ok: false, message: CALLBACK_PHONE_INVALID_MESSAGE });
    },
  );

  it('uses the spec texts', () => {
    expect(CALLBACK_PHONE_REQUIRED_MESSAGE).toBe('Lütfen bir telefon numarası girin.');
    expect(CALLBACK_PHONE_INVALID_MESSAGE).toBe('Lütfen geçerli bir telefon numarası giriniz.');
  });
});
