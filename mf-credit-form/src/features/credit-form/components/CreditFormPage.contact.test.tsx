import { screen, waitFor, within } from '@testing-library/react';

import { renderWithProviders } from '@kredi/kernel/testing';
import { mockUsersApi, verifiedReply } from '@kredi/contracts/testing';
import {
  codeBoxes,
  expectAlert,
  field,
  fillContactStep,
  nextButton,
  passContactStep,
  pressDisabledNext,
  sendCode,
  setField,
  setupUser,
} from '../../../../test/creditFormDriver';
import CreditFormPage from './CreditFormPage';

jest.setTimeout(30_000);

const renderPage = () => renderWithProviders(<CreditFormPage />, { route: '/form', path: '/form' });

afterEach(() => jest.restoreAllMocks());

describe('CreditFormPage step 1: contact and consent', () => {
  it('keeps İlerle disabled without consent, and pressing it asks for the KVKK consent', async () => {
    const calls = mockUsersApi();
    renderPage();
    await fillContactStep({ kvkk: false });
    expect(nextButton()).toBeDisabled();

    await pressDisabledNext();
    await expectAlert('Lütfen KVKK metnini onaylayınız.');
    expect(screen.getByText('Lütfen KVKK metnini onaylayınız.')).toBeInTheDocument(); // also under the checkbox
    expect(calls).toHaveLength(0);
  });

  it("ticks the consent with the KVKK modal's 'Onaylıyorum', which links to /kvkk", async () => {
    const user = setupUser();
    mockUsersApi();
    renderPage();
    await fillContactStep({ kvkk: false });

    const openKvkk = async () => {
      await user.click(screen.getByRole('link', { name: 'KVKK Aydınlatma ve Açık Rıza Metni' }));
      return screen.findByRole('dialog', { name: 'KVKK Aydınlatma ve Açık Rıza Metni' });
    };
    // The link points at the full notice (for a new tab); a plain click opens the short text instead.
    expect(screen.getByRole('link', { name: 'KVKK Aydınlatma ve Açık Rıza Metni' })).toHaveAttribute('href', '/kvkk');
    let dialog = await openKvkk();
    expect(within(dialog).getByRole('link', { name: 'KVKK sayfamızı' })).toHaveAttribute('href', '/kvkk');
    expect(within(dialog).getByText(/info@example\.com/)).toBeInTheDocument();
    expect(within(dialog).getByText('Metin tarihi: 24.11.2026')).toBeInTheDocument();
    // Reading the text and closing it does not tick the box.
    await user.click(within(dialog).getByRole('button', { name: 'Kapat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: /KVKK Aydınlatma/ })).not.toBeChecked();
    expect(nextButton()).toBeDisabled();

    dialog = await openKvkk();
    await user.click(within(dialog).getByRole('button', { name: 'Onaylıyorum' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: /KVKK Aydınlatma/ })).toBeChecked();
    expect(nextButton()).toBeEnabled();
  });

  it.each(['0532 123 45 67', '+90 532 123 45 67', '0 (532) 123 45 67', '+90 (532) 123-45-67'])(
    'reads the typed or pasted %p as the ten digits behind +90',
    async (written) => {
      const user = setupUser();
      mockUsersApi();
      renderPage();
      await fillContactStep({ telefon: '' });
      await user.type(field('Cep Telefonunuz'), written);
      expect(field('Cep Telefonunuz')).toHaveValue('5321234567');
      await user.clear(field('Cep Telefonunuz'));
      await user.paste(written);
      expect(field('Cep Telefonunuz')).toHaveValue('5321234567');
      expect(nextButton()).toBeEnabled();
    },
  );

  it('keeps only digits in the phone (at most 10) behind +90, and rejects numbers outside the operator prefixes', async () => {
    const user = setupUser();
    mockUsersApi();
    renderPage();
    expect(screen.getByText('+90')).toBeInTheDocument();
    await fillContactStep({ telefon: '' });
    await user.type(field('Cep Telefonunuz'), '(532) 123-45 67 89');
    expect(field('Cep Telefonunuz')).toHaveValue('5321234567');
    expect(nextButton()).toBeEnabled();

    await user.clear(field('Cep Telefonunuz'));
    await user.type(field('Cep Telefonunuz'), '5601234567');
    expect(field('Cep Telefonunuz')).toHaveValue('5601234567');
    expect(nextButton()).toBeDisabled();
    await user.tab();
    expect(screen.getByText('Lütfen geçerli bir telefon numarası giriniz.')).toBeInTheDocument();
  });

  it.each([
    ['Adınız', 'Ad alanında uygunsuz içerik tespit edildi. Lütfen geçerli bir ad giriniz.'],
    ['Soyadınız', 'Soyad alanında uygunsuz içerik tespit edildi. Lütfen geçerli bir soyad giriniz.'],
  ])('empties %s holding a blocked word and says so when it is left', async (label, message) => {
    const user = setupUser();
    mockUsersApi();
    renderPage();
    await user.type(field(label), 'ŞEREFSİZ');
    await user.tab();
    await expectAlert(message);
    expect(field(label)).toHaveValue('');
  });

  it('does not empty a clean name that merely contains a blocked word', async () => {
    const user = setupUser();
    mockUsersApi();
    renderPage();
    await user.type(field('Soyadınız'), 'Picasso');
    await user.tab();
    expect(field('Soyadınız')).toHaveValue('Picasso');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it.each([
    [
      { status: 429, body: { message: 'Çok fazla istek.' } },
      'Son 24 saatte maksimum SMS limitine ulaştınız. Lütfen daha sonra tekrar deneyin.',
    ],
    [{ status: 400, body: { message: 'Geçersiz telefon.' } }, 'Bilinmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.'],
    [{ status: 500 }, 'Bilinmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.'],
    ['network' as const, 'Bilinmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.'],
  ])('register failure %p shows the alert and opens no code modal', async (reply, message) => {
    const user = setupUser();
    const calls = mockUsersApi({ register: reply });
    renderPage();
    await fillContactStep();
    await user.click(nextButton());
    await expectAlert(message);
    expect(screen.queryByRole('dialog', { name: 'SMS Doğrulama' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.endpoint)).toEqual(['register']);
    expect(field('Adınız')).toHaveValue('Ayşe');
    expect(nextButton()).toBeEnabled();
  });

  it('a wrong code (400) empties the boxes silently and keeps the modal; the right one goes on', async () => {
    const user = setupUser();
    const calls = mockUsersApi({
      verify: (_body, index) => (index === 0 ? { status: 400, body: { message: 'Kod hatalı.' } } : verifiedReply),
    });
    renderPage();
    await fillContactStep();
    await user.click(nextButton());
    const dialog = await screen.findByRole('dialog', { name: 'SMS Doğrulama' });
    expect(within(dialog).getByText(/\+90 5321234567/)).toBeInTheDocument();

    await sendCode('9999');
    await waitFor(() => expect(codeBoxes().map((box) => box.value)).toEqual(['', '', '', '']));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Gönder' })).toBeDisabled();

    await sendCode('1234');
    expect(await screen.findByRole('heading', { name: 'Kişisel Bilgiler' })).toBeInTheDocument();
    expect(calls.filter((call) => call.endpoint === 'verify').map((call) => call.body.verification_code)).toEqual(['9999', '1234']);
  });

  // A 200 without a proof (an API that does not exchange codes) cannot carry the form any further either.
  it.each([
    [{ status: 404, body: { message: 'Kullanıcı bulunamadı.' } }],
    [{ status: 500 }],
    ['network' as const],
    [{ status: 200, body: { verified: true } }],
  ])('verify failure %p shows the unknown-error alert and stays on step 1', async (reply) => {
    const user = setupUser();
    mockUsersApi({ verify: reply });
    renderPage();
    await fillContactStep();
    await user.click(nextButton());
    await sendCode('1234');
    await expectAlert('Bilinmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.');
    expect(screen.getByText('Adım 1 / 4: İletişim Bilgileri')).toBeInTheDocument();
  });

  it('Back from step 2 keeps the answers, and İlerle with the verified phone sends no second SMS', async () => {
    const user = setupUser();
    const calls = mockUsersApi();
    renderPage();
    await passContactStep();
    await setField('Yaş Aralığınız', '27');

    await user.click(screen.getByRole('button', { name: 'Geri' }));
    expect(await screen.findByRole('heading', { name: 'İletişim Bilgileri' })).toBeInTheDocument();
    expect(field('Adınız')).toHaveValue('Ayşe');
    expect(field('Cep Telefonunuz')).toHaveValue('5321234567');
    expect(screen.getByRole('checkbox', { name: /KVKK Aydınlatma/ })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Geri' })).not.toBeInTheDocument();

    await user.click(nextButton());
    expect(await screen.findByRole('heading', { name: 'Kişisel Bilgiler' })).toBeInTheDocument();
    expect(field('Yaş Aralığınız')).toHaveValue('27');
    expect(calls.map((call) => call.endpoint)).toEqual(['register', 'verify']);
  });

  it('a changed phone after Back needs a new code', async () => {
    const user = setupUser();
    const calls = mockUsersApi();
    renderPage();
    await passContactStep();
    await user.click(screen.getByRole('button', { name: 'Geri' }));
    await screen.findByRole('heading', { name: 'İletişim Bilgileri' });
    await setField('Cep Telefonunuz', '5051234567');
    await user.click(nextButton());
    expect(await screen.findByRole('dialog', { name: 'SMS Doğrulama' })).toBeInTheDocument();
    expect(calls.map((call) => [call.endpoint, call.body.phone])).toEqual([
      ['register', '5321234567'],
      ['verify', '5321234567'],
      ['register', '5051234567'],
    ]);
  });
});
