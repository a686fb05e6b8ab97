import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { crmSecondFactorMessages } from '@kredi/contracts/crm';
import { secondFactorMessages as m } from '@kredi/contracts/staff';
import { json, mockApi } from '@kredi/contracts/testing';
import { PAGE_ROUTES } from '../../../../test/fixtures';
import { renderCrm } from '../../../../test/renderCrm';

const SESSION = {
  success: true,
  message: 'Giriş başarılı! Yönlendiriliyorsunuz...',
  token: 'yeni-anahtar',
  personel: { id: 2, ad_soyad: 'Yönetici Bir', telefon: '05421112299', rol: 'yönetici' },
  expires_at: '2030-01-01T00:00:00Z',
};
const step = (second_factor: 'totp' | 'enrol') => ({
  success: true,
  message: second_factor === 'totp' ? crmSecondFactorMessages.codeAccepted : crmSecondFactorMessages.enrolRequired,
  second_factor,
  challenge: 'adim-anahtari',
  expires_at: '2030-01-01T00:00:00Z',
});
const routes = (verify: object) => ({
  ...PAGE_ROUTES,
  'POST /api/crm/auth/send-code/': { success: true, message: 'Numara kayıtlıysa doğrulama kodu gönderildi.' },
  'POST /api/crm/auth/verify-code/': verify,
});

async function passSmsCode(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Telefon Numarası'), '05421112299');
  await user.click(screen.getByRole('button', { name: 'Doğrulama Kodu Gönder' }));
  await user.type(await screen.findByLabelText('Doğrulama Kodu'), '123456');
  await user.click(screen.getByRole('button', { name: 'Doğrula ve Giriş Yap' }));
}

afterEach(() => jest.restoreAllMocks());
jest.setTimeout(30_000);

describe('LoginPage: the second factor after the SMS code', () => {
  it('asks for the app code or a recovery code, shows the server reason for a wrong one, and keeps the token only after a right one', async () => {
    const user = userEvent.setup();
    let wrong = true;
    const { calls } = mockApi({
      ...routes(step('totp')),
      'POST /api/crm/auth/second-factor/': () => (wrong ? json({ message: m.invalid }, 401) : json(SESSION)),
    });
    const { store } = renderCrm('/crm/login');
    await passSmsCode(user);
    const form = await screen.findByRole('form', { name: 'İki adımlı doğrulama formu' });
    expect(screen.getByText(crmSecondFactorMessages.codeAccepted)).toBeInTheDocument();
    expect(store.getState().session.crmToken).toBeNull();

    await user.click(within(form).getByRole('button', { name: 'Doğrula ve Giriş Yap' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(m.codeRequired);
    await user.type(within(form).getByLabelText(/Doğrulama kodu ya da kurtarma kodu/), '654321');
    await user.click(within(form).getByRole('button', { name: 'Doğrula ve Giriş Yap' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(m.invalid);
    expect(store.getState().session.crmToken).toBeNull();

    wrong = false;
    await user.clear(within(form).getByLabelText(/Doğrulama kodu ya da kurtarma kodu/));
    await user.type(within(form).getByLabelText(/Doğrulama kodu ya da kurtarma kodu/), 'abcde-fghjk');
    await user.click(within(form).getByRole('button', { name: 'Doğrula ve Giriş Yap' }));
    await waitFor(() => expect(store.getState().session.crmToken).toBe('yeni-anahtar'));
    expect(calls.filter((c) => c.path.endsWith('/second-factor/')).at(-1)?.body).toEqual({
      challenge: 'adim-anahtari',
      code: 'abcde-fghjk',
    });
  });

  it('where the factor is required and missing, it is set up at sign-in: QR, first code, recovery codes once, then the session', async () => {
    const user = userEvent.setup();
    mockApi({
      ...routes(step('enrol')),
      'POST /api/crm/auth/second-factor/enrol/': {
        qr_svg: 'data:image/svg+xml;base64,PHN2Zy8+',
        secret: 'JBSWY3DPEHPK3PXP',
        otpauth_url: 'otpauth://totp/x',
      },
      'POST /api/crm/auth/second-factor/enrol/confirm/': {
        message: m.enrolled,
        recovery_codes: ['ABCDE-FGHJK', 'LMNPQ-RSTUV'],
        session: { ...SESSION, personel: { ...SESSION.personel, rol: 'admin' } },
      },
    });
    const { store } = renderCrm('/crm/login');
    await passSmsCode(user);
    const form = await screen.findByRole('form', { name: 'İki adımlı doğrulama kurulumu' });
    expect(screen.getAllByText(crmSecondFactorMessages.enrolRequired).length).toBeGreaterThan(0);
    expect(within(form).getByTestId('manual-key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    await user.type(within(form).getByLabelText(/Doğrulama kodu/), '123456');
    await user.click(within(form).getByRole('button', { name: 'Kurulumu Onayla' }));
    expect(await screen.findByRole('list', { name: 'Kurtarma kodları' })).toHaveTextContent('ABCDE-FGHJK');
    expect(store.getState().session.crmToken).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Kodları kaydettim, devam et' }));
    await waitFor(() => expect(store.getState().session.crmToken).toBe('yeni-anahtar'));
  });
});
