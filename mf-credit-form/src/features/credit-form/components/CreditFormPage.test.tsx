import { screen } from '@testing-library/react';

import { renderWithProviders } from '@kredi/kernel/testing';
import { PHONE_PROOF, mockUsersApi } from '@kredi/contracts/testing';
import { nextButton, passContactStep, passPersonalStep, setField, setupUser } from '../../../../test/creditFormDriver';
import CreditFormPage from './CreditFormPage';

const renderPage = () => renderWithProviders(<CreditFormPage />, { route: '/form', path: '/form' });

jest.setTimeout(30_000);

let scrollIntoView: jest.Mock;
beforeEach(() => {
  scrollIntoView = jest.fn();
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(() => jest.restoreAllMocks());

describe('CreditFormPage: the four steps', () => {
  it('goes from contact to result with a verified phone, sending every field of the full submit', async () => {
    const user = setupUser();
    const calls = mockUsersApi();
    jest.spyOn(document, 'referrer', 'get').mockReturnValue('https://l.instagram.com/?u=kolaykredi');
    renderPage();

    expect(document.title).toBe('Kredi Limitinizi Öğrenin | Kolay Kredi Danışmanlık');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', expect.stringMatching(/toplam kredi limitinizi/));
    expect(screen.getByRole('heading', { level: 1, name: 'Toplam Kredi Limitinizi Öğrenin' })).toBeInTheDocument();
    expect(screen.getByText('Adım 1 / 4: İletişim Bilgileri')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Geri' })).not.toBeInTheDocument();
    expect(nextButton()).toBeDisabled();

    await passContactStep('4321');
    expect(calls.map((call) => [call.endpoint, call.method, call.url])).toEqual([
      ['register', 'POST', 'http://localhost/api/users/register/'],
      ['verify', 'POST', 'http://localhost/api/users/verify/'],
    ]);
    expect(calls[0].body).toEqual({ name: 'Ayşe', surname: 'Yılmaz', phone: '5321234567' });
    expect(calls[1].body).toEqual({ phone: '5321234567', verification_code: '4321' });
    expect(screen.queryByRole('dialog', { name: 'SMS Doğrulama' })).not.toBeInTheDocument();
    expect(screen.getByText('Adım 2 / 4: Kişisel Bilgiler')).toBeInTheDocument();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    // Focus moves to the new step's heading, so a screen reader announces it.
    expect(screen.getByRole('heading', { level: 2, name: 'Kişisel Bilgiler' })).toHaveFocus();

    await passPersonalStep();
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('heading', { level: 2, name: 'Ek Bilgiler' })).toHaveFocus();

    await setField('Findeks Kredi Notunuz', '1499');
    await user.click(nextButton());

    expect(await screen.findByRole('heading', { name: 'Başvurunuz başarıyla alınmıştır!' })).toBeInTheDocument();
    expect(screen.getByText('1.250.000 TL')).toBeInTheDocument();
    expect(screen.getByText(/SMS ile telefonunuza gönderilecektir/)).toBeInTheDocument();
    expect(screen.getByText(/850 ile başlayan numaramızdan/)).toBeInTheDocument();
    expect(screen.getByText('Adım 4 / 4: Sonuç')).toBeInTheDocument();
    expect(scrollIntoView).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('heading', { level: 2, name: 'Başvurunuz başarıyla alınmıştır!' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Geri' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ana Sayfaya Dön' })).toHaveAttribute('href', '/');

    const submit = calls.find((call) => call.endpoint === 'add-customer');
    expect(submit?.body).toEqual({
      phone: '5321234567',
      age: 39,
      city: 'Antalya',
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
      verification_proof: PHONE_PROOF,
      referrer: 'https://l.instagram.com/?u=kolaykredi',
      name: 'Ayşe',
      surname: 'Yılmaz',
      findeks_score: 1499,
    });

    // Step 4: the call-back switch sends call-me with the proof the verify answer gave (never the code).
    const callMe = screen.getByRole('switch', { name: 'Beni hemen arayın' });
    await user.click(callMe);
    expect(await screen.findByText(/Geri arama talebiniz alındı/)).toBeInTheDocument();
    expect(callMe).toBeChecked();
    expect(calls.filter((call) => call.endpoint === 'callme').map((call) => call.body)).toEqual([
      { phone: '5321234567', callme: true, verification_proof: PHONE_PROOF },
    ]);
  });
});
