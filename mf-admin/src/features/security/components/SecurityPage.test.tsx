import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@kredi/kernel/testing';
import { secondFactorMessages as m } from '@kredi/contracts/staff';
import { json, mockApi } from '@kredi/contracts/testing';
import { signedInAt } from '../../../testing/fixtures';
import SecurityPage from './SecurityPage';

const STATUS = 'GET /api/admin/auth/second-factor/status/';
const CODES = Array.from({ length: 10 }, (_, i) => `ABCDE-FGH${String.fromCharCode(74 + i)}2`);

afterEach(() => jest.restoreAllMocks());
jest.setTimeout(30_000);

describe('SecurityPage (admin)', () => {
  it('renews the recovery codes with the current app code: a wrong one gets the server reason, then the new codes show once', async () => {
    const user = userEvent.setup();
    let left = 1;
    const api = mockApi({
      [STATUS]: () => json({ enrolled: true, required: true, recovery_codes_left: left }),
      'POST /api/admin/auth/second-factor/recovery-codes/': (call) => {
        if (call.body.code !== '654321') return json({ message: m.invalid }, 400);
        left = 10;
        return json({ message: m.recoveryCodesRenewed, recovery_codes: CODES });
      },
    });
    renderWithProviders(<SecurityPage />, signedInAt('/admin/guvenlik'));
    expect(await screen.findByTestId('factor-status')).toHaveTextContent('Kullanılmamış kurtarma kodu: 1');
    expect(screen.getByText(/Kurtarma kodunuz azaldı/)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Kurtarma kodlarını yenile' });
    await user.click(within(form).getByRole('button', { name: 'Yeni Kodlar Oluştur' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(m.appCodeRequired);
    await user.type(within(form).getByLabelText(/Uygulamadaki güncel kod/), '111111');
    await user.click(within(form).getByRole('button', { name: 'Yeni Kodlar Oluştur' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(m.invalid);

    await user.clear(within(form).getByLabelText(/Uygulamadaki güncel kod/));
    await user.type(within(form).getByLabelText(/Uygulamadaki güncel kod/), '654321');
    await user.click(within(form).getByRole('button', { name: 'Yeni Kodlar Oluştur' }));
    expect(await screen.findByText(m.recoveryCodesRenewed)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Kurtarma kodları' })).getAllByRole('listitem')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Kodları kaydettim' }));
    expect(await screen.findByTestId('factor-status')).toHaveTextContent('Kullanılmamış kurtarma kodu: 10');
    expect(api.calls.filter((c) => c.path.endsWith('/recovery-codes/'))).toHaveLength(2);
  });

  it('where it is required, turning it off says the next sign-in sets it up again, and the setup is offered now', async () => {
    const user = userEvent.setup();
    let enrolled = true;
    mockApi({
      [STATUS]: () => json({ enrolled, required: true, recovery_codes_left: enrolled ? 8 : 0 }),
      'POST /api/admin/auth/second-factor/disable/': () => {
        enrolled = false;
        return json({ message: m.disabledRequired });
      },
      'POST /api/admin/auth/second-factor/setup/': {
        qr_svg: 'data:image/svg+xml;base64,PHN2Zy8+',
        secret: 'JBSWY3DPEHPK3PXP',
        otpauth_url: 'otpauth://totp/x',
      },
    });
    renderWithProviders(<SecurityPage />, signedInAt('/admin/guvenlik'));
    const form = await screen.findByRole('form', { name: 'İki adımlı doğrulamayı kapat' });
    await user.type(within(form).getByLabelText(/Uygulamadaki güncel kod/), '654321');
    await user.click(within(form).getByRole('button', { name: 'Kapat' }));
    expect(await screen.findByText(m.disabledRequired)).toBeInTheDocument();
    expect(screen.getByText(/bir sonraki girişinizde kurmanız istenecek/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kurulumu Başlat' }));
    expect(await screen.findByTestId('manual-key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
  });
});
