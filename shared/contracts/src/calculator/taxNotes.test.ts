import { costRatesNote, includedTaxes, offersNote } from './messages';

test('the notes name only the taxes the calculation charged', () => {
  expect(includedTaxes({ kkdf_orani: 15, bsmv_orani: 15 })).toBe('KKDF ve BSMV');
  expect(includedTaxes({ kkdf_orani: 15, bsmv_orani: 0 })).toBe('KKDF');
  expect(includedTaxes({ kkdf_orani: 0, bsmv_orani: 5 })).toBe('BSMV');
  expect(includedTaxes({ kkdf_orani: 0, bsmv_orani: 0 })).toBeNull();
});

test('a housing loan (both taxes 0) is never said to include them', () => {
  const housing = { kkdf_orani: 0, bsmv_orani: 0 };
  expect(offersNote(housing)).toBe(
    'Teklifler örnek niteliğindedir; bu kredi türünde KKDF ve BSMV alınmaz. Güncel oran ve koşullar için lütfen bankayla iletişime geçiniz.',
  );
  expect(costRatesNote(housing)).toMatch(/^Bu kredi türünde KKDF ve BSMV alınmaz; yıllık oran bileşik hesaplanır\./);
  expect(offersNote({ kkdf_orani: 15, bsmv_orani: 15 })).toContain('taksitlere KKDF ve BSMV dahildir.');
  expect(costRatesNote({ kkdf_orani: 15, bsmv_orani: 15 })).toMatch(/^Maliyet oranlarına KKDF ve BSMV dahildir;/);
});
