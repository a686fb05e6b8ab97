import { buildAddCustomerBody } from './customerPayload';
import { initialCreditFormValues, type CreditFormValues } from './creditFormValues';

const filled: CreditFormValues = {
  ...initialCreditFormValues,
  ad: ' Ayşe ',
  soyad: 'Yılmaz',
  telefon: '5321234567',
  kvkkOnay: true,
  yas: '39',
  sehir: 'İzmir',
  sgk: '2',
  kanuni_takip: '0',
  son_kredi_tarihi: '3',
  mevcut_limit: '999000',
  aylik_odeme: '9999',
  basvuru_adedi: '1',
  findeks: '1499',
};

describe('buildAddCustomerBody', () => {
  it('sends a commercial-message opt-in only when its box was ticked (they start unticked)', () => {
    expect(initialCreditFormValues.ticariSms || initialCreditFormValues.ticariArama).toBe(false);
    const body = buildAddCustomerBody(filled, 'kanit-4321', '');
    expect('ticari_ileti_sms' in body || 'ticari_ileti_arama' in body).toBe(false);
    expect(buildAddCustomerBody({ ...filled, ticariArama: true }, 'kanit-4321', '')).toMatchObject({ ticari_ileti_arama: true });
    expect('ticari_ileti_sms' in buildAddCustomerBody({ ...filled, ticariArama: true }, 'kanit-4321', '')).toBe(false);
  });

  it('sends every answer as a number, the names of step 1 and no identity block for a known score', () => {
    expect(buildAddCustomerBody(filled, 'kanit-4321', 'https://l.instagram.com/')).toEqual({
      phone: '5321234567',
      age: 39,
      city: 'İzmir',
      sgk_status: 2,
      legal_followup: 0,
      last_credit_usage: 3,
      current_account_limit: 999000,
      monthly_credit_payment: 9999,
      last_3_months_credit_applications: 1,
      birth_date: '',
      tc: '',
      gender: '',
      home_index: '0',
      info_index: '0',
      findeks_index: '0',
      kvkk_is_verified: true,
      verification_proof: 'kanit-4321',
      referrer: 'https://l.instagram.com/',
      name: 'Ayşe',
      surname: 'Yılmaz',
      findeks_score: 1499,
    });
  });

  it('for an unknown score sends score 1 with the flag, the ISO birth date and the full name split at the last space', () => {
    const body = buildAddCustomerBody(
      { ...filled, findeks: '0', dogum_tarihi: '29/02/1988', cinsiyet: 'Kadın', tc_kimlik: '10000000146', adSoyad: 'Ayşe  Nur Yılmaz ' },
      '1111',
      '',
    );
    expect(body).toMatchObject({
      findeks_score: 1,
      findeks_flag: true,
      birth_date: '1988-02-29',
      gender: 'Kadın',
      tc: '10000000146',
      name: 'Ayşe Nur',
      surname: 'Yılmaz',
      referrer: '',
    });
    expect(body).not.toHaveProperty('ip');
  });
});
