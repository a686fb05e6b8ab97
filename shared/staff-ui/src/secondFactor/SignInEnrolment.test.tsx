import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serverMessage } from '@kredi/kernel';
import { baseApi } from '@kredi/kernel/api';
import { renderWithProviders } from '@kredi/kernel/testing';
import { secondFactorMessages as m, type RecoveryCodesResponse, type TotpEnrolmentResponse } from '@kredi/contracts/staff';
import { json, mockApi, type Routes } from '@kredi/contracts/testing';
import { SignInEnrolment } from './SignInEnrolment';

// A staff app's sign-in wiring, as mf-crm and mf-admin make it: two endpoints injected into the kernel's baseApi.
type Session = { token: string };
const testApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    staffUiTestEnrolStart: build.mutation<TotpEnrolmentResponse, { challenge: string }>({
      query: (body) => ({ url: 'giris/enrol/', method: 'POST', body }),
    }),
    staffUiTestEnrolConfirm: build.mutation<RecoveryCodesResponse & { session: Session | null }, { challenge: string; code: string }>({
      query: (body) => ({ url: 'giris/enrol/confirm/', method: 'POST', body }),
    }),
  }),
});

const INTRO = 'Bu hesap için iki adımlı doğrulama zorunludur: devam etmek için kurun.';
const FALLBACK = 'Giriş yapılamadı. Lütfen tekrar deneyin.';
const START = 'POST /api/giris/enrol/';
const CONFIRM = 'POST /api/giris/enrol/confirm/';
/** Every start call the step made, settled either way: a test can wait until an answer has been handled. */
const starts: Promise<unknown>[] = [];
const enrolment = (secret: string) => ({ qr_svg: 'data:image/svg+xml;base64,PHN2Zy8+', secret, otpauth_url: 'otpauth://totp/x' });

function EnrolmentStep({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: string;
  onSignedIn: (s: Session) => void;
  onRestart: () => void;
}) {
  const [start] = testApi.useStaffUiTestEnrolStartMutation();
  const [confirm] = testApi.useStaffUiTestEnrolConfirmMutation();
  return (
    <SignInEnrolment
      challenge={challenge}
      calls={{
        start: (challenge) => {
          const answer = start({ challenge }).unwrap();
          starts.push(answer.catch(() => undefined));
          return answer;
        },
        confirm: (challenge, code) => confirm({ challenge, code }).unwrap(),
      }}
      intro={INTRO}
      failureText={(failure) => serverMessage(failure as Parameters<typeof serverMessage>[0]) ?? FALLBACK}
      onSignedIn={onSignedIn}
      restartLabel="Baştan başla"
      onRestart={onRestart}
    />
  );
}

function renderStep(routes: Routes, challenge = 'adim-1') {
  starts.length = 0;
  const api = mockApi(routes);
  const onSignedIn = jest.fn<void, [Session]>();
  const onRestart = jest.fn<void, []>();
  const view = renderWithProviders(<EnrolmentStep challenge={challenge} onSignedIn={onSignedIn} onRestart={onRestart} />);
  const rerender = (next: string) => view.rerender(<EnrolmentStep challenge={next} onSignedIn={onSignedIn} onRestart={onRestart} />);
  return { ...api, onSignedIn, onRestart, rerender };
}

jest.setTimeout(30_000);

describe('SignInEnrolment', () => {
  it("starts the setup with the step's challenge; takes the app code only; the session comes after the recovery codes are acknowledged", async () => {
    const user = userEvent.setup();
    let wrong = true;
    const { calls, onSignedIn } = renderStep({
      [START]: enrolment('JBSWY3DPEHPK3PXP'),
      [CONFIRM]: () =>
        wrong
          ? json({ message: m.invalid }, 400)
          : json({ message: m.enrolled, recovery_codes: ['ABCDE-FGHJK', 'LMNPQ-RSTUV'], session: { token: 'yeni-anahtar' } }),
    });
    const form = await screen.findByRole('form', { name: 'İki adımlı doğrulama kurulumu' });
    expect(within(form).getByRole('status')).toHaveTextContent(INTRO);
    expect(within(form).getByTestId('manual-key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    expect(calls.filter((c) => c.key === START).map((c) => c.body)).toContainEqual({ challenge: 'adim-1' });

    await user.type(within(form).getByLabelText(/Doğrulama kodu/), '12a');
    await user.click(within(form).getByRole('button', { name: 'Kurulumu Onayla' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(m.appCodeRequired);
    expect(calls.filter((c) => c.key === CONFIRM)).toHaveLength(0);
    await user.clear(within(form).getByLabelText(/Doğrulama kodu/));
    await user.type(within(form).getByLabelText(/Doğrulama kodu/), '654321');
    await user.click(within(form).getByRole('button', { name: 'Kurulumu Onayla' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(m.invalid);

    wrong = false;
    await user.click(within(form).getByRole('button', { name: 'Kurulumu Onayla' }));
    const codes = await screen.findByRole('list', { name: 'Kurtarma kodları' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['ABCDE-FGHJK', 'LMNPQ-RSTUV']);
    expect(screen.getByText(m.enrolled)).toBeInTheDocument();
    expect(calls.filter((c) => c.key === CONFIRM).at(-1)?.body).toEqual({ challenge: 'adim-1', code: '654321' });
    expect(onSignedIn).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Kodları kaydettim, devam et' }));
    expect(onSignedIn).toHaveBeenCalledWith({ token: 'yeni-anahtar' });
  });

  it('says why a setup could not start, and goes back to the first step when asked', async () => {
    const user = userEvent.setup();
    const { onRestart } = renderStep({ [START]: json({ message: 'Giriş adımının süresi doldu. Lütfen baştan başlayın.' }, 401) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Giriş adımının süresi doldu. Lütfen baştan başlayın.');
    expect(screen.queryByRole('form', { name: 'İki adımlı doğrulama kurulumu' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Baştan başla' }));
    expect(onRestart).toHaveBeenCalledTimes(1);
  });

  it("a new challenge starts a new setup; the earlier one's answer, arriving late, is dropped", async () => {
    let answerFirst: (() => void) | undefined;
    const { calls, rerender } = renderStep({
      [START]: (call) =>
        call.body.challenge === 'adim-1'
          ? new Promise<Response>((resolve) => (answerFirst = () => resolve(json(enrolment('JBSWY3DPEHPK3PXP')))))
          : json(enrolment('KRSXG5CTMVRXEZLU')),
    });
    await waitFor(() => expect(answerFirst).toBeDefined());
    rerender('adim-2');
    expect(await screen.findByTestId('manual-key')).toHaveTextContent('KRSX G5CT MVRX EZLU');
    expect(calls.filter((c) => c.key === START).map((c) => c.body.challenge)).toEqual(expect.arrayContaining(['adim-1', 'adim-2']));
    await act(async () => {
      answerFirst!();
      await starts[0];
    });
    expect(screen.getByTestId('manual-key')).toHaveTextContent('KRSX G5CT MVRX EZLU');
  });
});
