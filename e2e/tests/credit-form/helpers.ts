import type { Locator, Page, Route } from '@playwright/test';

/** A fresh, valid mobile number per test (each server's database is shared by the specs of its project). */
export function uniquePhone(): string {
  const prefixes = ['532', '533', '535', '541', '542', '505', '506', '507', '544', '555'];
  const prefix = prefixes[Math.floor(Math.random() * prefixes.length)];
  const rest = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
  return `${prefix}${rest}`;
}

export const form = (page: Page) => page.getByRole('form', { name: 'Kredi limiti formu' });
export const nextButton = (page: Page) => form(page).getByRole('button', { name: /^(İlerle|Tamamla|İşleniyor\.\.\.)$/ });
export const codeDialog = (page: Page) => page.getByRole('dialog', { name: 'SMS Doğrulama' });
export const codeBox = (page: Page, n: number) => page.getByLabel(`Doğrulama kodunun ${n}. hanesi`);

/** Checks the alert dialog's message and closes it with 'Tamam'. */
export async function fillContact(page: Page, phone: string, { ad = 'Ayşe', soyad = 'Yılmaz' } = {}) {
  await form(page)
    .getByLabel(/^Adınız/)
    .fill(ad);
  await form(page)
    .getByLabel(/^Soyadınız/)
    .fill(soyad);
  await form(page)
    .getByLabel(/^Cep Telefonunuz/)
    .fill(phone);
  await form(page)
    .getByRole('checkbox', { name: /KVKK Aydınlatma/ })
    .check();
}

/** Types the code digit by digit into the first box: focus moves forward by itself. */
export async function typeCode(page: Page, code: string) {
  await codeBox(page, 1).click();
  await page.keyboard.type(code);
}

export const PERSONAL: ReadonlyArray<[string, string]> = [
  ['Yaş Aralığınız', '39'],
  ['Yaşadığınız İl', 'Antalya'],
  ['Çalışma Durumunuz (SGK)', '2'],
  ['Kanuni Takip Durumunuz', '0'],
  ['Son Kredi Kullanımınız', '7'],
  ['Kredi Kartı ve KMH Limitleriniz Toplamı', '2000000'],
  ['Aylık Kredi Ödemeleriniz', '0'],
  ['Son 3 Aydaki Kredi Başvurusu Sayınız', '0'],
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A select by its label (the info button beside it is named after the field too, hence the role). */
export const select = (page: Page, label: string): Locator =>
  form(page).getByRole('combobox', { name: new RegExp(`^${escapeRegExp(label)}`) });

export async function fillPersonal(page: Page) {
  for (const [label, value] of PERSONAL) await select(page, label).selectOption(value);
}

/** The identity block step 3 shows for an unknown Findeks score: birth date (typed as digits), TC number, gender. */
export async function fillIdentity(
  page: Page,
  {
    birthDigits = '15061990',
    tc = '10000000146',
    gender = 'Kadın',
  }: { birthDigits?: string; tc?: string; gender?: 'Kadın' | 'Erkek' } = {},
) {
  await form(page)
    .getByLabel(/^Doğum Tarihiniz/)
    .pressSequentially(birthDigits);
  await form(page)
    .getByLabel(/^T\.C\. Kimlik Numaranız/)
    .fill(tc);
  await form(page).getByRole('radio', { name: gender }).check();
}

/** A submit answer as the users API gives it: the limit and the result texts it decided (docs/architecture.md, 'Credit-limit form'). */
export const SUBMIT_ANSWER = {
  message: 'Başvurunuz başarıyla alınmıştır!',
  credit_limit: 640000,
  customer_id: 1,
  result: {
    kind: 'limit',
    limitText: '640.000 TL',
    lines: [
      'Tüm bankalardan alabileceğiniz toplam kredi limitiniz hesaplandı.',
      'Banka bazında limit detaylarınız SMS ile telefonunuza gönderilecektir.',
    ],
  },
};

/**
 * Answers the users API in the browser (for checks of the form's layout and access, not of its data): register and
 * verify succeed, the full submit answers a limit, call-me succeeds.
 */
export async function fakeUsersApi(page: Page) {
  const ok = (body: unknown) => (route: Route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
  await page.route('**/api/users/register/', ok({ message: 'Doğrulama kodu gönderildi.' }));
  await page.route(
    '**/api/users/verify/',
    ok({ message: 'Doğrulandı.', verified: true, proof: 'e2e-kanit-0123456789abcdef0123456789abcdef' }),
  );
  await page.route('**/api/users/add-customer/', async (route) => {
    const callme = (route.request().postDataJSON() as { callme?: boolean }).callme === true;
    return ok(callme ? { message: 'Talebiniz alındı.', customer_id: 1 } : SUBMIT_ANSWER)(route);
  });
}
