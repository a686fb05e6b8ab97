import { KVKK_REQUEST_DETAILS_MAX_LENGTH, kvkkRequestDaysLeft, kvkkRequestDueAt, kvkkRequestFieldErrors } from './kvkkRequestRules';

const valid = { name: 'Ayşe  Yılmaz', phone: '5321234567', type: 'erasure', details: '' };

describe('kvkkRequestFieldErrors', () => {
  it('accepts a full name, a mobile number, one of the four types and optional details', () => {
    expect(kvkkRequestFieldErrors(valid)).toEqual({});
    expect(kvkkRequestFieldErrors({ ...valid, details: undefined })).toEqual({});
  });

  it('names each refused field in Turkish', () => {
    expect(kvkkRequestFieldErrors({ name: ' ', phone: '', type: '', details: 'x'.repeat(KVKK_REQUEST_DETAILS_MAX_LENGTH + 1) })).toEqual({
      name: 'Lütfen adınızı ve soyadınızı giriniz.',
      phone: 'Lütfen geçerli bir telefon numarası giriniz.',
      type: 'Lütfen başvuru türünü seçiniz.',
      details: `Açıklama en fazla ${KVKK_REQUEST_DETAILS_MAX_LENGTH} karakter olabilir.`,
    });
    expect(kvkkRequestFieldErrors({ ...valid, name: 'Ayşe' }).name).toBe('Lütfen geçerli bir ad soyad giriniz.');
    expect(kvkkRequestFieldErrors({ ...valid, phone: '05321234567' }).phone).toBeDefined();
    expect(kvkkRequestFieldErrors({ ...valid, type: 'delete-everything' }).type).toBeDefined();
  });
});

describe('deadline', () => {
  it('is 30 days after receipt, a started day counted, 0 once passed', () => {
    const received = new Date('2026-12-01T09:00:00Z');
    const due = kvkkRequestDueAt(received);
    expect(due.toISOString()).toBe('2026-12-31T09:00:00.000Z');
    expect(kvkkRequestDaysLeft(due, new Date('2026-12-30T10:00:00Z'))).toBe(1);
    expect(kvkkRequestDaysLeft(due, new Date('2027-01-02T00:00:00Z'))).toBe(0);
  });
});
