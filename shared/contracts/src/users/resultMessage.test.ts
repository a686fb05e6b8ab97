import { resultMessage } from './resultMessage';

describe('resultMessage: the result texts of a submit', () => {
  it('shows the limit in Turkish number format with TL and the SMS note', () => {
    const message = resultMessage({ findeksUnknown: false, creditLimit: 1250000 });
    expect(message.kind).toBe('limit');
    expect(message.limitText).toBe('1.250.000 TL');
    expect(message.lines.join(' ')).toMatch(/SMS/);
  });

  it.each([0, null])('says no limit could be generated for %p', (creditLimit) => {
    const message = resultMessage({ findeksUnknown: false, creditLimit });
    expect(message.kind).toBe('none');
    expect(message.limitText).toBeUndefined();
    expect(message.lines[0]).toMatch(/kredi limiti oluşturulamadı/);
  });

  it('for an unknown Findeks score promises the limits by SMS after the report, whatever the limit', () => {
    const message = resultMessage({ findeksUnknown: true, creditLimit: 500000 });
    expect(message.kind).toBe('findeks');
    expect(message.limitText).toBeUndefined();
    expect(message.lines[0]).toMatch(/Findeks raporunuz onaylandıktan sonra.*SMS ile gönderilecektir/);
  });
});
