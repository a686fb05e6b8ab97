import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '@kredi/kernel/testing';
import { secondFactorMessages as m } from '@kredi/contracts/staff';
import { json, mockApi, type Routes as ApiRoutes } from '@kredi/contracts/testing';
import { PAGE_ROUTES } from '../../../../test/fixtures';
import SecurityPage from './SecurityPage';

const STATUS = 'GET /api/crm/auth/second-factor/status/';
const CODES = Array.from({ length: 10 }, (_, i) => `ABCDE-FGH${String.fromCharCode(74 + i)}2`);
const manager = (rol: string) => ({
  session: { crmToken: 'oturum-anahtari', personel: { id: 2, ad_soyad: 'Yönetici Bir', telefon: '05421112299', rol }, adminToken: null },
});

function renderPage(routes: ApiRoutes, rol = 'yönetici') {
  const api = mockApi({ ...PAGE_ROUTES, ...routes });
  renderWithProviders(
    <Routes>
      <Route path="/crm/guvenlik" element={<SecurityPage />} />
    </Routes>,
    { route: '/crm/guvenlik', preloadedState: manager(rol) },
  );
  return api;
}

afterEach(() => jest.restoreAllMocks());
jest.setTimeout(30_000);

describe('SecurityPage', () => {
  it('sets the factor up: the QR code and key, a refused first code with the server reason, then the recovery codes once', async () => {
    const user = userEvent.setup();
    let enrolled = false;
    let wrong = true;
    renderPage({
      [STATUS]: () => json({ enrolled, required: false, recovery_codes_left: enrolled ? 10 : 0 }),
      'POST /api/crm/auth/second-factor/setup/': {
        qr_svg: 'data:image/svg+xml;base64,PHN2Zy8+',
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        otpauth_url: 'otpauth://totp/x',
      },
      'POST /api/crm/auth/second-factor/setup/confirm/': () => {
        if (wrong) return json({ message: m.invalid }, 400);
        enrolled = true;
        return json({ message: m.enrolled, recovery_codes: CODES });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Kurulumu Başlat' }));
    const form = await screen.findByRole('form', { name: 'İki adımlı doğrulama kurulumu' });
    expect(within(form).getByRole('img', { name: 'Doğrulama uygulaması için QR kodu' })).toBeInTheDocument();
    expect(within(form).getByTestId('manual-key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');

    await user.click(within(form).getByRole('button', { name: 'Kurulumu Onayla' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(m.appCodeRequired);
    await user.type(within(form).getByLabelText(/Doğrulama kodu/), '123456');
    await user.click(within(form).getByRole('button', { name: 'Kurulumu Onayla' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(m.invalid);

    wrong = false;
    await user.click(within(form).getByRole('button', { name: 'Kurulumu Onayla' }));
    const list = await screen.findByRole('list', { name: 'Kurtarma kodları' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText(m.enrolled)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kodları kaydettim' }));
    expect(screen.queryByRole('list', { name: 'Kurtarma kodları' })).not.toBeInTheDocument();
    expect(await screen.findByTestId('factor-status')).toHaveTextContent('Kullanılmamış kurtarma kodu: 10');
  });

  it('renews the recovery codes with the current app code (few left: it says so) and shows the new ones once', async () => {
    const user = userEvent.setup();
    let left = 2;
    const { calls } = renderPage({
      [STATUS]: () => json({ enrolled: true, required: false, recovery_codes_left: left }),
      'POST /api/crm/auth/second-factor/recovery-codes/': (call) => {
        if (call.body.code !== '654321') return json({ message: m.invalid }, 400);
        left = 10;
        return json({ message: m.recoveryCodesRenewed, recovery_codes: CODES });
      },
    });
    expect(await screen.findByTestId('factor-status')).toHaveTextContent('Kullanılmamış kurtarma kodu: 2');
    expect(screen.getByText(/Kurtarma kodunuz azaldı/)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Kurtarma kodlarını yenile' });
    await user.type(within(form).getByLabelText(/Uygulamadaki güncel kod/), '111111');
    await user.click(within(form).getByRole('button', { name: 'Yeni Kodlar Oluştur' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(m.invalid);

    await user.clear(within(form).getByLabelText(/Uygulamadaki güncel kod/));
    await user.type(within(form).getByLabelText(/Uygulamadaki güncel kod/), '654321');
    await user.click(within(form).getByRole('button', { name: 'Yeni Kodlar Oluştur' }));
    expect(await screen.findByText(m.recoveryCodesRenewed)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Kurtarma kodları' })).getAllByRole('listitem')).toHaveLength(10);
    expect(calls.filter((c) => c.url.endsWith('/recovery-codes/'))).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Kodları kaydettim' }));
    expect(await screen.findByTestId('factor-status')).toHaveTextContent('Kullanılmamış kurtarma kodu: 10');
    expect(screen.queryByText(/Kurtarma kodunuz azaldı/)).not.toBeInTheDocument();
  });

  it('turns the factor off with the current app code, and then offers the setup again', async () => {
    const user = userEvent.setup();
    let enrolled = true;
    renderPage({
      [STATUS]: () => json({ enrolled, required: false, recovery_codes_left: enrolled ? 8 : 0 }),
      'POST /api/crm/auth/second-factor/disable/': () => {
        enrolled = false;
        return json({ message: m.disabled });
      },
    });
    const form = await screen.findByRole('form', { name: 'İki adımlı doğrulamayı kapat' });
    await user.type(within(form).getByLabelText(/Uygulamadaki güncel kod/), '654321');
    await user.click(within(form).getByRole('button', { name: 'Kapat' }));
    expect(await screen.findByText(m.disabled)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Kurulumu Başlat' })).toBeInTheDocument();
  });

  it("is a yönetici's screen: a personel reads that it is not theirs", async () => {
    const { calls } = renderPage({}, 'personel');
    expect(await screen.findByText('Bu sayfayı görüntüleme yetkiniz yok.')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.includes('second-factor'))).toHaveLength(0);
  });
});
