import {
  CONTACT_EMAIL_MESSAGE,
  CONTACT_PHONE_MESSAGE,
  CONTACT_REQUIRED_MESSAGE,
  contactRequestError,
  isValidEmail,
} from './contactRequest';

const body = { name: 'Ayşe', email: 'ayse@example.com', subject: 'Konu', message: 'Mesaj' };

describe('contact request rules', () => {
  it('accepts a complete request, phone optional', () => {
    expect(contactRequestError(body)).toBeNull();
    expect(contactRequestError({ ...body, email: '  ayse@example.com ' })).toBeNull();
  });

  it.each(['name', 'email', 'subject', 'message'] as const)('requires %s', (field) => {
    expect(contactRequestError({ ...body, [field]: ' ' })).toBe(CONTACT_REQUIRED_MESSAGE);
    expect(contactRequestError({ ...body, [field]: undefined })).toBe(CONTACT_REQUIRED_MESSAGE);
    expect(contactRequestError({ ...body, [field]: 42 })).toBe(CONTACT_REQUIRED_MESSAGE);
  });

  it('checks the e-mail shape after the required fields', () => {
    expect(contactRequestError({ ...body, email: 'ayse@example' })).toBe(CONTACT_EMAIL_MESSAGE);
    expect(contactRequestError({ ...body, email: 'ayse@example', message: '' })).toBe(CONTACT_REQUIRED_MESSAGE);
  });

  it('accepts a phone in any usual writing and refuses one that is not a mobile number', () => {
    expect(contactRequestError({ ...body, phone: '0 (532) 123 45 67' })).toBeNull();
    expect(contactRequestError({ ...body, phone: '  ' })).toBeNull();
    expect(contactRequestError({ ...body, phone: 'abc' })).toBe(CONTACT_PHONE_MESSAGE);
    expect(contactRequestError({ ...body, phone: '0212 123 45 67' })).toBe(CONTACT_PHONE_MESSAGE);
  });

  it.each([
    ['ayse@example.com', true],
    ['a.b+c@alt.example.com.tr', true],
    ['ayse@example', false],
    ['ay se@example.com', false],
    ['ayse', false],
    ['', false],
  ])('isValidEmail(%p) is %p', (value, ok) => {
    expect(isValidEmail(value)).toBe(ok);
  });
});
