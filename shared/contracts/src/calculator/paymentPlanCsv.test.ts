import { buildPaymentPlan } from './paymentPlan';
import { paymentPlanCsv, paymentPlanFileName, turkishDecimal } from './paymentPlanCsv';

describe('paymentPlanCsv', () => {
  const plan = buildPaymentPlan(100_000, 36, 3.99, { kkdf_orani: 15, bsmv_orani: 15 });
  const csv = paymentPlanCsv(plan.rows);

  it('starts with the UTF-8 byte-order mark and ends lines with CRLF', () => {
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.split('\r\n')[0]).toBe('\uFEFFAy;Taksit;Anapara;Faiz;KKDF;BSMV;Kalan Borç');
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.replace(/\r\n/g, '')).not.toMatch(/\n/);
  });

  it("separates fields with ';' and writes decimals with a comma and no thousands separator", () => {
    const lines = csv.split('\r\n');
    expect(lines[1]).toBe('1;6189,33;1002,33;3990,00;598,50;598,50;98997,67');
    expect(lines[36]).toBe('36;6189,18;5883,97;234,77;35,22;35,22;0,00');
  });

  it("closes with a 'Toplam' row of exact column sums", () => {
    const lines = csv.split('\r\n');
    expect(lines[37]).toBe('Toplam;222815,73;100000,00;94473,63;14171,05;14171,05;');
    expect(lines).toHaveLength(39);
  });

  it('has the same seven fields on every line', () => {
    const lines = csv.slice(1).split('\r\n').slice(0, -1);
    expect(lines).toHaveLength(38);
    expect(lines.every((line) => line.split(';').length === 7)).toBe(true);
  });

  it('formats decimals the Turkish way', () => {
    expect(turkishDecimal(6189.3)).toBe('6189,30');
    expect(turkishDecimal(0)).toBe('0,00');
    expect(turkishDecimal(1234567.891)).toBe('1234567,89');
  });

  it('names the file after the type, amount and term', () => {
    expect(paymentPlanFileName('ihtiyac', 100_000, 36)).toBe('odeme-plani-ihtiyac-100000-tl-36-ay.csv');
    expect(paymentPlanFileName(null, 50_000, 12)).toBe('odeme-plani-kredi-50000-tl-12-ay.csv');
  });
});
