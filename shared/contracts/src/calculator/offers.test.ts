import { bankName, rankOffers } from './offers';
import type { BankOffer } from './wire';

const TAXES = { kkdf_orani: 15, bsmv_orani: 15 };
const offer = (id: number, overrides: Partial<BankOffer> = {}): BankOffer => ({
  id,
  banka_adi: `Banka ${id}`,
  banka_logo: null,
  kredi_turu: 'ihtiyac',
  min_tutar: 10_000,
  max_tutar: 500_000,
  max_vade: 36,
  faiz_orani: 3.5,
  aktif: true,
  ...overrides,
});

describe('rankOffers: the offers a result lists, in their order', () => {
  it('keeps min_tutar <= amount <= max_tutar and max_vade >= term, bounds included', () => {
    const offers = [
      offer(1, { min_tutar: 100_000 }),
      offer(2, { max_tutar: 99_999 }),
      offer(3, { max_vade: 24 }),
      offer(4, { min_tutar: 100_000, max_tutar: 100_000, max_vade: 36 }),
      offer(5, { aktif: false }),
    ];
    expect(rankOffers(offers, 100_000, 36, TAXES).map((r) => r.offer.id)).toEqual([1, 4]);
    expect(rankOffers(offers, 100_000, 37, TAXES)).toEqual([]);
  });

  it('sorts by the lowest rate, keeps the server order on ties, and marks only the first as best', () => {
    const ranked = rankOffers(
      [offer(1, { faiz_orani: 3.2 }), offer(2, { faiz_orani: 2.9 }), offer(3, { faiz_orani: 3.2 })],
      50_000,
      12,
      TAXES,
    );
    expect(ranked.map((r) => [r.offer.id, r.best])).toEqual([
      [2, true],
      [1, false],
      [3, false],
    ]);
  });

  it('gives each offer its own instalment at its own rate', () => {
    const [cheap, dear] = rankOffers([offer(1, { faiz_orani: 3.99 }), offer(2, { faiz_orani: 2.99 })], 100_000, 36, TAXES);
    expect(cheap!.instalment).toBeLessThan(dear!.instalment);
    expect(dear!.instalment).toBe(6189.33);
  });

  it("names an offer without a bank 'Bilinmeyen Banka'", () => {
    expect(bankName({ banka_adi: null })).toBe('Bilinmeyen Banka');
    expect(bankName({ banka_adi: '  ' })).toBe('Bilinmeyen Banka');
    expect(bankName({ banka_adi: 'Deniz Yıldızı Bank' })).toBe('Deniz Yıldızı Bank');
  });
});
