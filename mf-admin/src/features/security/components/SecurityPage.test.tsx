import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@kredi/kernel/testing';
import { secondFactorMessages as m } from '@kredi/contracts/staff';
import { json, mockApi } from '@kredi/contracts/testing';
import { signedInAt } from '../../../testing/fixtures';
import SecurityPage from './SecurityPage';

// The screens' behaviour is @kredi/staff-ui's (its tests); these walk the admin's own endpoints and texts.
const STATUS = 'GET /api/admin/auth/second-factor/status/';
const CODES = Array.from({ length: 10 }, (_, i) => `ABCDE-FGH${String.fromCharCode(74 + i)}2`);
const ENROLMENT = { qr_svg: 'data:image/svg+xml;base64,PHN2Zy8+', secret: 'JBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/x' };

afterEach(() => jest.restoreAllMocks());
jest.setTimeout(30_000);

describe('SecurityPage (admin)', () => {
  it("where it is required: renews the codes, turns it off (the next sign-in sets it up again) and sets it up anew, on the admin's endpoints", async () => {
    const user = userEvent.setup();
    let enrolled = true;
    let left = 2;
    const api = mockApi({
      [STATUS]: () => json({ enrolled, required: true, recovery_codes_left: enrolled ? left : 0 }),
      'POST /api/admin/auth/second-factor/recovery-codes/': () => {
        left = 10;
        return json({ message: m.recoveryCodesRenewed, recovery_codes: CODES });
      },
      'POST /api/admin/auth/second-factor/disable/': () => {
        enrolled = false;
        return json({ message: m.disabledRequired });
      },
      'POST /api/admin/auth/second-factor/setup/': ENROLMENT,
      'POST /api/admin/auth/second-factor/setup/confirm/': () => {
        enrolled = true;
        return json({ message: m.enrolled, recovery_codes: CODES, session: null });
      },
    });
    renderWithProviders(<SecurityPage />, signedInAt('/admin/guvenlik'));
    expect(await screen.findByTestId('factor-status')).toHaveTextContent('Kullanılmamış kurtarma kodu: 2');
    const renewal = screen.getByRole('form', { name: 'Kurtarma kodlarını yenile' });
    await user.type(within(renewal).getByLabelText(/Uygulamadaki güncel kod/), '654321');
    await user.click(within(renewal).getByRole('button', { name: 'Yeni Kodlar Oluştur' }));
    expect(await screen.findByText(m.recoveryCodesRenewed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kodları kaydettim' }));
    expect(await screen.findByTestId('factor-status')).toHaveTextContent('Kullanılmamış kurtarma kodu: 10');

    expect(screen.getByText(/kapattıktan sonraki ilk girişinizde yeniden kurmanız istenir/)).toBeInTheDocument();
    const disabling = screen.getByRole('form', { name: 'İki adımlı doğrulamayı kapat' });
    await user.type(within(disabling).getByLabelText(/Uygulamadaki güncel kod/), '123456');
    await user.click(within(disabling).getByRole('button', { name: 'Kapat' }));
    expect(await screen.findByText(m.disabledRequired)).toBeInTheDocument();
    expect(await screen.findByText(/bir sonraki girişinizde kurmanız istenecek/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Kurulumu Başlat' }));
    expect(await screen.findByTestId('manual-key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    await user.type(screen.getByLabelText(/Doğrulama kodu/), '234567');
    await user.click(screen.getByRole('button', { name: 'Kurulumu Onayla' }));
    expect(await screen.findByText(m.enrolled)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
      ['/api/admin/auth/second-factor/recovery-codes/', { code: '654321' }],
      ['/api/admin/auth/second-factor/disable/', { code: '123456' }],
      ['/api/admin/auth/second-factor/setup/', {}],
      ['/api/admin/auth/second-factor/setup/confirm/', { code: '234567' }],
    ]);
  });

  it('where it is not required, the texts say signing in then takes the password only', async () => {
    const user = userEvent.setup();
    let enrolled = true;
    mockApi({
      [STATUS]: () => json({ enrolled, required: false, recovery_codes_left: enrolled ? 8 : 0 }),
      'POST /api/admin/auth/second-factor/disable/': () => {
        enrolled = false;
        return json({ message: m.disabled });
      },
    });
    renderWithProviders(<SecurityPage />, signedInAt('/admin/guvenlik'));
    const form = await screen.findByRole('form', { name: 'İki adımlı doğrulamayı kapat' });
    expect(screen.getByText(/Kapalıyken giriş yalnızca şifreyle yapılır/)).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/Uygulamadaki güncel kod/), '654321');
    await user.click(within(form).getByRole('button', { name: 'Kapat' }));
    expect(await screen.findByText(m.disabled)).toBeInTheDocument();
    expect(await screen.findByText(/her girişte şifrenizden sonra doğrulama uygulamanızdaki kod da sorulur/)).toBeInTheDocument();
  });
});
