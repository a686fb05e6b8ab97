import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { renderWithProviders } from '@kredi/kernel/testing';
import { heldReply, mockUsersApi, type Replies, submitAnswer } from '@kredi/contracts/testing';
import {
  PERSONAL_ANSWERS,
  expectAlert,
  field,
  nextButton,
  passContactStep,
  passPersonalStep,
  pressDisabledNext,
  queryField,
  setField,
  setupUser,
} from '../../../../test/creditFormDriver';
import CreditFormPage from './CreditFormPage';

jest.setTimeout(30_000);

const renderPage = () => renderWithProviders(<CreditFormPage />, { route: '/form', path: '/form' });

afterEach(() => jest.restoreAllMocks());

async function reachStep3(replies: Replies = {}) {
  const user = setupUser();
  const calls = mockUsersApi(replies);
  renderPage();
  await passContactStep();
  await passPersonalStep();
  return { user, calls };
}

async function fillIdentity(user: UserEvent) {
  await setField('Doğum Tarihiniz', '15061990');
  await setField('T.C. Kimlik Numaranız', '10000000146');
  await user.click(screen.getByRole('radio', { name: 'Kadın' }));
}

describe('CreditFormPage step 2: personal information', () => {
  it('needs all eight selects, offering the option values of the form', async () => {
    mockUsersApi();
    renderPage();
    await passContactStep();

    const city = field('Yaşadığınız İl') as HTMLSelectElement;
    const cities = Array.from(city.options)
      .map((option) => option.value)
      .filter(Boolean);
    expect(cities).toHaveLength(81);
    expect(cities.slice(0, 6)).toEqual(['İstanbul', 'İzmir', 'Ankara', 'Antalya', 'Kocaeli', 'Adana']);
    const ages = within(field('Yaş Aralığınız'))
      .getAllByRole('option')
      .map((option) => [option.textContent, (option as HTMLOptionElement).value]);
    expect(ages).toEqual([
      ['Seçiniz', ''],
      ['18-22', '22'],
      ['23-24', '24'],
      ['25-27', '27'],
      ['28-39', '39'],
      ['40-66', '66'],
    ]);
    expect(within(field('Çalışma Durumunuz \\(SGK\\)')).getByRole('option', { name: 'Özel sektör çalışanı' })).toHaveValue('1');

    for (const [label, value] of PERSONAL_ANSWERS.slice(0, -1)) await setField(label, value);
    expect(nextButton()).toBeDisabled();
    await pressDisabledNext();
    expect(await screen.findByText('Lütfen bir seçim yapınız.')).toBeInTheDocument();

    const [lastLabel, lastValue] = PERSONAL_ANSWERS[PERSONAL_ANSWERS.length - 1];
    await setField(lastLabel, lastValue);
    expect(nextButton()).toBeEnabled();
  });

  it("explains the age bands in the age field's info tooltip", async () => {
    const user = setupUser();
    mockUsersApi();
    renderPage();
    await passContactStep();
    await user.click(screen.getByRole('button', { name: 'Bu bilgiyi neden istiyoruz? (Yaş Aralığınız)' }));
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Bu bilgiyi neden istiyoruz?');
    expect(tooltip).toHaveTextContent('17 yaş ve altı ile 67 yaş ve üstü başvurular değerlendirilmemektedir.');
  });

  it('Back goes to step 1 and Back on step 3 to step 2', async () => {
    const { user } = await reachStep3();
    await user.click(screen.getByRole('button', { name: 'Geri' }));
    expect(await screen.findByRole('heading', { name: 'Kişisel Bilgiler' })).toBeInTheDocument();
    expect(field('Yaşadığınız İl')).toHaveValue('Antalya');
  });
});

describe('CreditFormPage step 3: Findeks and the identity block', () => {
  it('asks for birth date, gender, national ID and full name only while the score is unknown', async () => {
    const { user } = await reachStep3();
    expect(queryField('Doğum Tarihiniz')).not.toBeInTheDocument();

    await setField('Findeks Kredi Notunuz', '0');
    expect(field('Adınız Soyadınız')).toHaveValue('Ayşe Yılmaz');
    expect(nextButton()).toBeDisabled();
    await fillIdentity(user);
    expect(nextButton()).toBeEnabled();

    await setField('Findeks Kredi Notunuz', '1399');
    expect(queryField('Doğum Tarihiniz')).not.toBeInTheDocument();
    expect(queryField('T.C. Kimlik Numaranız')).not.toBeInTheDocument();
    expect(nextButton()).toBeEnabled();

    // Coming back to "unknown" starts the block afresh: the earlier answers were cleared.
    await setField('Findeks Kredi Notunuz', '0');
    expect(field('Doğum Tarihiniz')).toHaveValue('');
    expect(field('T.C. Kimlik Numaranız')).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Kadın' })).not.toBeChecked();
    expect(field('Adınız Soyadınız')).toHaveValue('Ayşe Yılmaz');
  });

  it('types the slashes of the birth date and checks real dates and the age', async () => {
    const { user } = await reachStep3();
    await setField('Findeks Kredi Notunuz', '0');
    const birthDate = field('Doğum Tarihiniz');

    await user.type(birthDate, '2902a2001x9');
    expect(birthDate).toHaveValue('29/02/2001');
    await user.tab();
    expect(await screen.findByText('Lütfen geçerli bir doğum tarihi giriniz (GG/AA/YYYY, 18-100 yaş).')).toBeInTheDocument();

    await user.clear(birthDate);
    await user.type(birthDate, '29021988');
    expect(birthDate).toHaveValue('29/02/1988');
    await waitFor(() => expect(screen.queryByText(/Lütfen geçerli bir doğum tarihi/)).not.toBeInTheDocument());

    // Deleting never gets stuck on a slash.
    await user.type(birthDate, '{backspace}{backspace}{backspace}{backspace}');
    expect(birthDate).toHaveValue('29/02');
    await user.type(birthDate, '{backspace}');
    expect(birthDate).toHaveValue('29/0');
  });

  it('rejects a national ID failing the checksum', async () => {
    const { user } = await reachStep3();
    await setField('Findeks Kredi Notunuz', '0');
    await fillIdentity(user);
    await user.clear(field('T.C. Kimlik Numaranız'));
    await user.type(field('T.C. Kimlik Numaranız'), '1729171605O0');
    expect(field('T.C. Kimlik Numaranız')).toHaveValue('17291716050');
    await user.tab();
    expect(await screen.findByText('Lütfen geçerli bir T.C. kimlik numarası giriniz.')).toBeInTheDocument();
    expect(nextButton()).toBeDisabled();
  });

  it('empties a full name with a blocked word and names the Ad Soyad field', async () => {
    const { user } = await reachStep3();
    await setField('Findeks Kredi Notunuz', '0');
    await user.clear(field('Adınız Soyadınız'));
    await user.type(field('Adınız Soyadınız'), 'Ayşe Pezevenk');
    await user.tab();
    await expectAlert('Ad Soyad alanında uygunsuz içerik tespit edildi. Lütfen geçerli bir ad soyad giriniz.');
    expect(field('Adınız Soyadınız')).toHaveValue('');
  });

  it('an unknown score is sent as 1 with the flag and the full name split, and the result promises the limits after Findeks', async () => {
    const { user, calls } = await reachStep3({ 'add-customer': (body) => submitAnswer(0, body.findeks_flag === true) });
    await setField('Findeks Kredi Notunuz', '0');
    await setField('Adınız Soyadınız', 'Ayşe Nur Yılmaz');
    await fillIdentity(user);
    await user.click(nextButton());

    expect(await screen.findByRole('heading', { name: 'Başvurunuz başarıyla alınmıştır!' })).toBeInTheDocument();
    expect(
      screen.getByText(/Findeks raporunuz onaylandıktan sonra tüm bankalardan alabileceğiniz kredi limitleri size SMS ile gönderilecektir/),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.endpoint === 'add-customer')?.body).toMatchObject({
      findeks_score: 1,
      findeks_flag: true,
      name: 'Ayşe Nur',
      surname: 'Yılmaz',
      birth_date: '1990-06-15',
      tc: '10000000146',
      gender: 'Kadın',
    });
  });

  it('a submit answering no limit shows the texts the server decided', async () => {
    const { user } = await reachStep3({ 'add-customer': submitAnswer(0) });
    await setField('Findeks Kredi Notunuz', '1249');
    await user.click(nextButton());
    expect(await screen.findByText(/şu anda sizin için bir kredi limiti oluşturulamadı/)).toBeInTheDocument();
    expect(screen.queryByText(/ TL$/)).not.toBeInTheDocument();
  });

  it("'Tamamla' shows 'İşleniyor...', is disabled while submitting and sends once", async () => {
    const held = heldReply(submitAnswer(300000));
    const { user, calls } = await reachStep3({ 'add-customer': held.promise });
    await setField('Findeks Kredi Notunuz', '1599');
    await user.click(nextButton());

    const busy = await screen.findByRole('button', { name: 'İşleniyor...' });
    expect(busy).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Geri' })).toBeDisabled();
    fireEvent.click(busy);
    fireEvent.submit(busy.closest('form') as HTMLFormElement);

    held.release();
    expect(await screen.findByText('300.000 TL')).toBeInTheDocument();
    expect(calls.filter((call) => call.endpoint === 'add-customer')).toHaveLength(1);
  });

  it.each([[{ status: 400, body: { message: 'Eksik bilgi.' } }], [{ status: 500 }], ['network' as const]])(
    'a failed submit %p alerts and keeps everything entered',
    async (reply) => {
      const { user, calls } = await reachStep3({ 'add-customer': (_body, index) => (index === 0 ? reply : submitAnswer(75000)) });
      await setField('Findeks Kredi Notunuz', '0');
      await fillIdentity(user);
      await user.click(nextButton());

      await expectAlert('Bilinmeyen bir hata oluştu. Lütfen sayfayı yenileyip tekrar deneyin.');
      expect(screen.getByRole('heading', { name: 'Ek Bilgiler' })).toBeInTheDocument();
      expect(field('Findeks Kredi Notunuz')).toHaveValue('0');
      expect(field('Doğum Tarihiniz')).toHaveValue('15/06/1990');
      expect(field('T.C. Kimlik Numaranız')).toHaveValue('10000000146');
      expect(field('Adınız Soyadınız')).toHaveValue('Ayşe Yılmaz');
      expect(screen.getByRole('radio', { name: 'Kadın' })).toBeChecked();

      await user.click(nextButton());
      expect(await screen.findByRole('heading', { name: 'Başvurunuz başarıyla alınmıştır!' })).toBeInTheDocument();
      const submits = calls.filter((call) => call.endpoint === 'add-customer');
      expect(submits).toHaveLength(2);
      expect(submits[1].body).toEqual(submits[0].body);
    },
  );
});

describe('CreditFormPage step 4: call-back switch', () => {
  it('switches back off and alerts when call-me fails', async () => {
    const { user, calls } = await reachStep3({ callme: { status: 500 } });
    await setField('Findeks Kredi Notunuz', '1900');
    await user.click(nextButton());
    const callMe = await screen.findByRole('switch', { name: 'Beni hemen arayın' });

    await user.click(callMe);
    await expectAlert('Bir hata oluştu. Lütfen tekrar deneyiniz.');
    expect(callMe).not.toBeChecked();
    expect(callMe).toBeEnabled();
    expect(calls.filter((call) => call.endpoint === 'callme')).toHaveLength(1);
  });
});
