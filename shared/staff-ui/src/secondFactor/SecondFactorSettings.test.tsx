import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serverMessage } from '@kredi/kernel';
import { baseApi } from '@kredi/kernel/api';
import { renderWithProviders } from '@kredi/kernel/testing';
import type { MessageResponse } from '@kredi/contracts/common';
import {
  secondFactorMessages as m,
  type RecoveryCodesResponse,
  type SecondFactorStatusResponse,
  type TotpCodeBody,
  type TotpEnrolmentResponse,
} from '@kredi/contracts/staff';
import { json, mockApi, type Routes } from '@kredi/contracts/testing';
import { SecondFactorSettings } from './SecondFactorSettings';

// A staff app's wiring, as mf-crm and mf-admin make it: endpoints injected into the kernel's baseApi, every change
// reloading the status.
const TAG = 'StaffUiTestFactor' as const;
const change = (url: string) => ({ query: (body: TotpCodeBody) => ({ url, method: 'POST', body }), invalidatesTags: [TAG] });
const testApi = baseApi.enhanceEndpoints({ addTagTypes: [TAG] }).injectEndpoints({
  endpoints: (build) => ({
    staffUiTestStatus: build.query<SecondFactorStatusResponse, void>({ query: () => 'hesap/second-factor/status/', providesTags: [TAG] }),
    staffUiTestStart: build.mutation<TotpEnrolmentResponse, void>({
      query: () => ({ url: 'hesap/second-factor/setup/', method: 'POST', body: {} }),
    }),
    staffUiTestConfirm: build.mutation<RecoveryCodesResponse, TotpCodeBody>(change('hesap/second-factor/setup/confirm/')),
    staffUiTestRenew: build.mutation<RecoveryCodesResponse, TotpCodeBody>(change('hesap/second-factor/recovery-codes/')),
    staffUiTestDisable: build.mutation<MessageResponse, TotpCodeBody>(change('hesap/second-factor/disable/')),
  }),
});

const FALLBACK = 'İşlem yapılamadı. Lütfen tekrar deneyin.';
const SETUP_INTRO = 'Kurulduğunda her girişte doğrulama uygulamanızdaki kod da sorulur.';
const DISABLE_HINT = 'Kapalıyken giriş yalnızca şifreyle yapılır.';

function SecurityScreen() {
  const status = testApi.useStaffUiTestStatusQuery();
  const [start] = testApi.useStaffUiTestStartMutation();
  const [confirm] = testApi.useStaffUiTestConfirmMutation();
  const [renew] = testApi.useStaffUiTestRenewMutation();
  const [disable] = testApi.useStaffUiTestDisableMutation();
  if (!status.data) return null;
  return (
    <SecondFactorSettings
      status={status.data}
      calls={{
        start: () => start().unwrap(),
        confirm: (code) => confirm({ code }).unwrap(),
        renew: (code) => renew({ code }).unwrap(),
        disable: (code) => disable({ code }).unwrap(),
      }}
      failureText={(failure) => serverMessage(failure as Parameters<typeof serverMessage>[0]) ?? FALLBACK}
      setupIntro={SETUP_INTRO}
      disableHint={DISABLE_HINT}
    />
  );
}

const STATUS = 'GET /api/hesap/second-factor/status/';
const SETUP = 'POST /api/hesap/second-factor/setup/';
const CODES = Array.from({ length: 10 }, (_, i) => `ABCDE-FGH${String.fromCharCode(74 + i)}2`);
const enrolment = (secret: string) => ({ qr_svg: 'data:image/svg+xml;base64,PHN2Zy8+', secret, otpauth_url: 'otpauth://totp/x' });

function renderScreen(routes: Routes) {
  const api = mockApi(routes);
  renderWithProviders(<SecurityScreen />);
  return api;
}

jest.setTimeout(30_000);

describe('SecondFactorSettings', () => {
  it('sets the factor up: the QR code and key, the app code only, a refused first code with the server reason, then the recovery codes once', async () => {
    const user = userEvent.setup();
    let enrolled = false;
    let wrong = true;
    const { calls } = renderScreen({
      [STATUS]: () => json({ enrolled, required: false, recovery_codes_left: enrolled ? 10 : 0 }),
      [SETUP]: enrolment('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'),
      'POST /api/hesap/second-factor/setup/confirm/': () => {
        if (wrong) return json({ message: m.invalid }, 400);
        enrolled = true;
        return json({ message: m.enrolled, recovery_codes: CODES });
      },
    });
    expect(await screen.findByText(SETUP_INTRO)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kurulumu Başlat' }));
    const form = await screen.findByRole('form', { name: 'İki adımlı doğrulama kurulumu' });
    expect(within(form).getByRole('img', { name: 'Doğrulama uygulaması için QR kodu' })).toHaveAttribute(
      'src',
      'data:image/svg+xml;base64,PHN2Zy8+',
    );
    expect(within(form).getByTestId('manual-key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');

    await user.click(within(form).getByRole('button', { name: 'Kurulumu Onayla' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(m.appCodeRequired);
    // A setup takes the app's code only (a recovery code sets nothing up).
    await user.type(within(form).getByLabelText(/Doğrulama kodu/), 'ABCDE-FGHJK');
    await user.click(within(form).getByRole('button', { name: 'Kurulumu Onayla' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(m.appCodeRequired);
    expect(calls.filter((c) => c.path.endsWith('/confirm/'))).toHaveLength(0);

    await user.clear(within(form).getByLabelText(/Doğrulama kodu/));
    await user.type(within(form).getByLabelText(/Doğrulama kodu/), '123456');
    await user.click(within(form).getByRole('button', { name: 'Kurulumu Onayla' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(m.invalid);

    wrong = false;
    await user.click(within(form).getByRole('button', { name: 'Kurulumu Onayla' }));
    const list = await screen.findByRole('list', { name: 'Kurtarma kodları' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText(m.enrolled)).toBeInTheDocument();
    expect(calls.filter((c) => c.path.endsWith('/confirm/')).at(-1)?.body).toEqual({ code: '123456' });
    await user.click(screen.getByRole('button', { name: 'Kodları kaydettim' }));
    expect(screen.queryByRole('list', { name: 'Kurtarma kodları' })).not.toBeInTheDocument();
    expect(await screen.findByTestId('factor-status')).toHaveTextContent('Kullanılmamış kurtarma kodu: 10');
  });

  it('renews the recovery codes with the current app code (few left: it says so), busy while the call runs, and shows the new ones once', async () => {
    const user = userEvent.setup();
    let left = 2;
    let answerRenewal: (() => void) | undefined;
    const { calls } = renderScreen({
      [STATUS]: () => json({ enrolled: true, required: false, recovery_codes_left: left }),
      'POST /api/hesap/second-factor/recovery-codes/': (call) => {
        if (call.body.code !== '654321') return json({ message: m.invalid }, 400);
        return new Promise<Response>((resolve) => {
          answerRenewal = () => {
            left = 10;
            resolve(json({ message: m.recoveryCodesRenewed, recovery_codes: CODES }));
          };
        });
      },
    });
    expect(await screen.findByTestId('factor-status')).toHaveTextContent('Kullanılmamış kurtarma kodu: 2');
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
    expect(await within(form).findByRole('button', { name: 'Oluşturuluyor...' })).toBeDisabled();
    expect(within(form).getByLabelText(/Uygulamadaki güncel kod/)).toBeDisabled();
    answerRenewal!();
    expect(await screen.findByText(m.recoveryCodesRenewed)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Kurtarma kodları' })).getAllByRole('listitem')).toHaveLength(10);
    expect(calls.filter((c) => c.path.endsWith('/recovery-codes/'))).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Kodları kaydettim' }));
    expect(await screen.findByTestId('factor-status')).toHaveTextContent('Kullanılmamış kurtarma kodu: 10');
    expect(screen.queryByText(/Kurtarma kodunuz azaldı/)).not.toBeInTheDocument();
  });

  it("turns the factor off with the app's hint and the server's message, then offers a new setup, never the earlier secret", async () => {
    const user = userEvent.setup();
    let enrolled = false;
    const setups = [
      json(enrolment('JBSWY3DPEHPK3PXP')),
      json({ message: 'Kurulum şu an başlatılamıyor.' }, 409),
      json(enrolment('KRSXG5CTMVRXEZLU')),
    ];
    renderScreen({
      [STATUS]: () => json({ enrolled, required: false, recovery_codes_left: enrolled ? 10 : 0 }),
      [SETUP]: () => setups.shift()!,
      'POST /api/hesap/second-factor/setup/confirm/': () => {
        enrolled = true;
        return json({ message: m.enrolled, recovery_codes: CODES });
      },
      'POST /api/hesap/second-factor/disable/': () => {
        enrolled = false;
        return json({ message: m.disabled });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Kurulumu Başlat' }));
    await user.type(await screen.findByLabelText(/Doğrulama kodu/), '123456');
    await user.click(screen.getByRole('button', { name: 'Kurulumu Onayla' }));
    await user.click(await screen.findByRole('button', { name: 'Kodları kaydettim' }));

    const form = await screen.findByRole('form', { name: 'İki adımlı doğrulamayı kapat' });
    expect(screen.getByText(DISABLE_HINT)).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/Uygulamadaki güncel kod/), '654321');
    await user.click(within(form).getByRole('button', { name: 'Kapat' }));
    expect(await screen.findByRole('status')).toHaveTextContent(m.disabled);

    // The secret of the first setup was replaced on the server: a new setup starts from its button.
    await user.click(await screen.findByRole('button', { name: 'Kurulumu Başlat' }));
    // One that cannot start says why and can be tried again.
    expect(await screen.findByRole('alert')).toHaveTextContent('Kurulum şu an başlatılamıyor.');
    await user.click(screen.getByRole('button', { name: 'Kurulumu Başlat' }));
    expect(await screen.findByTestId('manual-key')).toHaveTextContent('KRSX G5CT MVRX EZLU');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the app's own text when a call fails without a server message", async () => {
    const user = userEvent.setup();
    renderScreen({
      [STATUS]: { enrolled: true, required: false, recovery_codes_left: 8 },
      'POST /api/hesap/second-factor/disable/': () => json({}, 503),
    });
    const form = await screen.findByRole('form', { name: 'İki adımlı doğrulamayı kapat' });
    await user.type(within(form).getByLabelText(/Uygulamadaki güncel kod/), '654321');
    await user.click(within(form).getByRole('button', { name: 'Kapat' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(FALLBACK);
    // The code stays typed, for another try.
    expect(within(form).getByLabelText(/Uygulamadaki güncel kod/)).toHaveValue('654321');
  });
});
