import { CONTACT_EMAIL_MESSAGE, CONTACT_PHONE_MESSAGE, CONTACT_REQUIRED_MESSAGE } from '@kredi/contracts/public-forms';
import { contactFormMessage, contactSchema, toContactRequest } from './contactSchema';

const valid = { name: 'Ayşe Yılmaz', email: 'ayse@example.com', phone: '', subject: 'Konut kredisi', message: 'Bilgi almak istiyorum.' };

async function errorsOf(values: object) {
  try {
    await contactSchema.validate(values, { abortEarly: false });
    return [];
  } catch (e) {
    return (e as { errors: string[] }).errors;
  }
}

describe('contact form rules', () => {
  it('accepts a filled form without phone', async () => {
    expect(await errorsOf(valid)).toEqual([]);
  });

  it.each(['name', 'email', 'subject', 'message'])('requires %s (spaces do not count)', async (field) => {
    expect(await errorsOf({ ...valid, [field]: '   ' })).toEqual([CONTACT_REQUIRED_MESSAGE]);
  });

  it.each(['ayse', 'ayse@', 'ayse@example', 'ay se@example.com', '@example.com'])('rejects the e-mail %p', async (email) => {
    expect(await errorsOf({ ...valid, email })).toEqual([CONTACT_EMAIL_MESSAGE]);
  });

  it.each(['0532 123 45 67', '+90 532 123 45 67', '0 (532) 123 45 67', '5321234567'])('accepts the phone %p', async (phone) => {
    expect(await errorsOf({ ...valid, phone })).toEqual([]);
  });

  it.each(['abc', '0532 123', '0212 123 45 67', '<script>'])('rejects the phone %p', async (phone) => {
    expect(await errorsOf({ ...valid, phone })).toEqual([CONTACT_PHONE_MESSAGE]);
  });

  it('reports missing fields before a bad e-mail', () => {
    expect(contactFormMessage({ email: CONTACT_EMAIL_MESSAGE, subject: CONTACT_REQUIRED_MESSAGE })).toBe(CONTACT_REQUIRED_MESSAGE);
    expect(contactFormMessage({ email: CONTACT_EMAIL_MESSAGE })).toBe(CONTACT_EMAIL_MESSAGE);
    expect(contactFormMessage({})).toBeNull();
  });

  it('sends trimmed values and leaves out an empty phone', () => {
    expect(toContactRequest({ ...valid, name: '  Ayşe Yılmaz ', phone: '  ' })).toEqual({
      name: 'Ayşe Yılmaz',
      email: 'ayse@example.com',
      subject: 'Konut kredisi',
      message: 'Bilgi almak istiyorum.',
    });
    expect(toContactRequest({ ...valid, phone: ' 0532 000 00 00 ' }).phone).toBe('5320000000');
    expect(toContactRequest({ ...valid, phone: '+90 (532) 000 00 00' }).phone).toBe('5320000000');
  });
});
