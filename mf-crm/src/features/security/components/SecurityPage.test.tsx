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
const ENROLMENT = { qr_svg: 'data:image/svg+xml;base64,PHN2Zy8+', secret: 'JBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/x' };
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

// The screen's behaviour is @kredi/staff-ui's (its tests); these walk the CRM's own endpoints, texts and roles.
afterEach(() => jest.restoreAllMocks());
jest.setTimeout(30_000);

describe('SecurityPage', () => {
  it("renews the codes, turns the factor off (signing in then takes the SMS code only) and sets it up anew, on the CRM's endpoints", async () => {
    const user = userEvent.setup();
    let enrolled = true;
    let left = 2;
    const { calls } = renderPage({
      [STATUS]: () => json({ enrolled, required: false, recovery_codes_left: enrolled ? left : 0 }),
      'POST /api/crm/auth/second-factor/recovery-codes/': () => {
        left = 10;
        return json({ message: m.recoveryCodesRenewed, recovery_codes: CODES });
      },
      'POST /api/crm/auth/second-factor/disable/': () => {
        enrolled = false;
        return json({ message: m.disabled });
      },
      'POST /api/crm/auth/second-factor/setup/': ENROLMENT,
      'POST /api/crm/auth/second-factor/setup/confirm/': () => {
        enrolled = true;
        return json({ message: m.enrolled, recovery_codes: CODES });
      },
    });
    expect(await screen.findByTestId('factor-status')).toHaveTextContent('Kullanılmamış kurtarma kodu: 2');
    const renewal = screen.getByRole('form', { name: 'Kurtarma kodlarını yenile' });
    await user.type(within(renewal).getByLabelText(/Uygulamadaki güncel kod/), '654321');
    await user.click(within(renewal).getByRole('button', { name: 'Yeni Kodlar Oluştur' }));
    expect(await screen.findByText(m.recoveryCodesRenewed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kodları kaydettim' }));
    expect(await screen.findByTestId('factor-status')).toHaveTextContent('Kullanılmamış kurtarma kodu: 10');

    expect(screen.getByText(/Kapalıyken giriş yalnızca SMS koduyla yapılır/)).toBeInTheDocument();
    const disabling = screen.getByRole('form', { name: 'İki adımlı doğrulamayı kapat' });
    await user.type(within(disabling).getByLabelText(/Uygulamadaki güncel kod/), '123456');
    await user.click(within(disabling).getByRole('button', { name: 'Kapat' }));
    expect(await screen.findByText(m.disabled)).toBeInTheDocument();
    expect(await screen.findByText(/telefon numaranızı ele geçiren biri tek başına giriş yapamaz/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Kurulumu Başlat' }));
    expect(await screen.findByTestId('manual-key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    await user.type(screen.getByLabelText(/Doğrulama kodu/), '234567');
    await user.click(screen.getByRole('button', { name: 'Kurulumu Onayla' }));
    expect(await screen.findByText(m.enrolled)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
      ['/api/crm/auth/second-factor/recovery-codes/', { code: '654321' }],
      ['/api/crm/auth/second-factor/disable/', { code: '123456' }],
      ['/api/crm/auth/second-factor/setup/', {}],
      ['/api/crm/auth/second-factor/setup/confirm/', { code: '234567' }],
    ]);
  });

  it("is a yönetici's screen: a personel reads that it is not theirs", async () => {
    const { calls } = renderPage({}, 'personel');
    expect(await screen.findByText('Bu sayfayı görüntüleme yetkiniz yok.')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.includes('second-factor'))).toHaveLength(0);
  });
});
