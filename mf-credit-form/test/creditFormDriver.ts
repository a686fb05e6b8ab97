/**
 * Drives the credit form in tests. Setup steps use plain DOM events (one change per field, a click per button), which are
 * many times faster than user-event in jsdom with MUI; tests of typing, focus and pointer behaviour use user-event.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';

/**
 * user-event without the per-event pointer-events check: that check calls getComputedStyle on every ancestor,
 * which is very slow in jsdom with MUI's injected styles. Presses on disabled buttons are tested explicitly.
 */
export const setupUser = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

/** A field by its visible label (MUI adds ' *' to required ones). */
export const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}(\\s*\\*)?$`));
export const queryField = (label: string) => screen.queryByLabelText(new RegExp(`^${label}(\\s*\\*)?$`));

/** Fires DOM events and lets the promises they start (Formik's validation, RTK Query) settle inside act. */
export async function settle(fire: () => void) {
  await act(async () => {
    fire();
  });
}

/** Sets a text field or select in one change event, as a paste or a pick would. */
export const setField = (label: string, value: string) => settle(() => fireEvent.change(field(label), { target: { value } }));

/** Clicks an element with a plain DOM click. */
export const press = (element: Element) => settle(() => fireEvent.click(element));

export const nextButton = () => screen.getByRole('button', { name: /^(İlerle|Tamamla|İşleniyor\.\.\.)$/ });

/** Presses the step button while it is disabled (the press lands on its wrapper, as in a browser). */
export const pressDisabledNext = () => press(screen.getByTestId('step-submit-wrapper'));

/** Expects the alert dialog with `message`, then closes it with 'Tamam'. */
export async function expectAlert(message: string) {
  const dialog = await screen.findByRole('alertdialog');
  expect(within(dialog).getByText(message)).toBeInTheDocument();
  await press(within(dialog).getByRole('button', { name: 'Tamam' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
}

export const codeBoxes = () => [1, 2, 3, 4].map((n) => screen.getByLabelText(`Doğrulama kodunun ${n}. hanesi`) as HTMLInputElement);

export async function fillContactStep(values: { ad?: string; soyad?: string; telefon?: string; kvkk?: boolean } = {}) {
  const { ad = 'Ayşe', soyad = 'Yılmaz', telefon = '5321234567', kvkk = true } = values;
  await setField('Adınız', ad);
  await setField('Soyadınız', soyad);
  await setField('Cep Telefonunuz', telefon);
  if (kvkk) await press(screen.getByRole('checkbox', { name: /KVKK Aydınlatma/ }));
}

/** Enters a code the way an SMS auto-fill does (the whole code into the first box) and sends it. */
export async function sendCode(code: string) {
  const dialog = await screen.findByRole('dialog', { name: 'SMS Doğrulama' });
  await settle(() => fireEvent.change(codeBoxes()[0], { target: { value: code } }));
  await press(within(dialog).getByRole('button', { name: 'Gönder' }));
}

/** Step 1 -> SMS modal -> code -> step 2. */
export async function passContactStep(code = '1234') {
  await fillContactStep();
  await press(nextButton());
  await sendCode(code);
  await screen.findByRole('heading', { name: 'Kişisel Bilgiler' });
}

export const PERSONAL_ANSWERS: ReadonlyArray<[string, string]> = [
  ['Yaş Aralığınız', '39'],
  ['Yaşadığınız İl', 'Antalya'],
  ['Çalışma Durumunuz \\(SGK\\)', '2'],
  ['Kanuni Takip Durumunuz', '0'],
  ['Son Kredi Kullanımınız', '3'],
  ['Kredi Kartı ve KMH Limitleriniz Toplamı', '999000'],
  ['Aylık Kredi Ödemeleriniz', '9999'],
  ['Son 3 Aydaki Kredi Başvurusu Sayınız', '1'],
];

export async function passPersonalStep() {
  for (const [label, value] of PERSONAL_ANSWERS) await setField(label, value);
  await press(nextButton());
  await screen.findByRole('heading', { name: 'Ek Bilgiler' });
}
