import {
  ageLabel,
  creditApplicationsLabel,
  currentLimitLabel,
  findeksLabel,
  lastCreditUsageLabel,
  monthlyPaymentLabel,
  sgkStatusLabel,
} from './codeTables';

const today = new Date('2026-11-24T12:00:00Z');

test('the age comes from the birth date when known, else the band the visitor chose', () => {
  expect(ageLabel(24, '1990-05-01', today)).toBe('36 yaş');
  expect(ageLabel(66, null, today)).toBe('40-66 yaş');
  expect(ageLabel(39, '', today)).toBe('28-39 yaş');
  expect(ageLabel(0, null, today)).toBe('Yaş bilinmiyor');
});

test('answer bands are shown as bands, not as their upper bound', () => {
  expect(currentLimitLabel(999000)).toBe('500.000 - 999.000 TL');
  expect(currentLimitLabel(2000000)).toBe('2.000.000 TL ve üzeri');
  expect(monthlyPaymentLabel(9999)).toBe('9.999 TL ve altı');
  expect(creditApplicationsLabel(4)).toBe('2-4');
  expect(findeksLabel(1499, false)).toBe('1400 - 1499');
});

test('an unknown Findeks score reads the same on the list and the file', () => {
  expect(findeksLabel(1, true)).toBe('Bilinmiyor (sorgulanacak)');
});

test('the answers are in staff wording', () => {
  expect(lastCreditUsageLabel(0)).toBe('Hiç kullanmamış');
  expect(sgkStatusLabel(4)).toBe('SGK kaydı yok');
  expect(monthlyPaymentLabel(0)).toBe('Ödemesi yok');
  expect(creditApplicationsLabel(0)).toBe('Hiç başvurmamış');
  expect(sgkStatusLabel(99)).toBe('Bilinmiyor');
});
