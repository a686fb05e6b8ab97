import { BUILT_IN_LOAN_TYPES } from '@kredi/contracts/calculator';
import { formatAmountInput, parseAmountInput } from './amountInput';
import { bandLabels } from './bandLabels';
import { effectiveAmount, formForType, isCalculable, requestFor, withAmount, withTerm, withVehicleValue } from './calculatorForm';
import { LAST_CALCULATION_KEY, readLastCalculation, writeLastCalculation, type LastCalculation } from './lastCalculation';

const type = (id: string) => BUILT_IN_LOAN_TYPES.find((t) => t.id === id)!;

describe('amount input', () => {
  it.each([
    ['125.000', 125_000],
    ['12a5 000', 125_000],
    ['000150', 150],
    ['', 0],
    ['abc', 0],
  ])('%p -> %p', (raw, value) => {
    expect(parseAmountInput(raw)).toBe(value);
  });

  it('caps huge numbers and formats with Turkish thousands separators', () => {
    expect(parseAmountInput('99999999999999', 1_000_000)).toBe(1_000_000);
    expect(formatAmountInput(1_250_000)).toBe('1.250.000');
    expect(formatAmountInput(0)).toBe('');
  });
});

describe('bandLabels', () => {
  it('names consecutive bands from their inclusive upper bounds', () => {
    expect(bandLabels([400_000, 800_000, null])).toEqual(["400.000 TL'ye kadar", '400.001 TL - 800.000 TL', '800.000 TL üzeri']);
    expect(bandLabels([null])).toEqual(['Tüm tutarlar']);
  });
});

describe('calculator form', () => {
  const tasit = type('tasit');

  it('taşıt: keeps the typed amount while the kasko value changes, using it capped', () => {
    let form = withVehicleValue(tasit, formForType(tasit), 400_000);
    form = withAmount(tasit, form, 250_000);
    form = withVehicleValue(tasit, form, 4);
    expect(effectiveAmount(tasit, form)).toBe(2);
    expect(isCalculable(tasit, form)).toBe(false);
    form = withVehicleValue(tasit, form, 450_000);
    expect(effectiveAmount(tasit, form)).toBe(225_000);
    expect(requestFor(tasit, form)).toEqual({
      kredi_miktari: 225_000,
      vade_ay: 36,
      faiz_orani: 3.99,
      kredi_turu: 'tasit',
      arac_degeri: 450_000,
    });
  });

  it('sends no vehicle value for other types, and a type in maintenance is never calculable', () => {
    const ihtiyac = type('ihtiyac');
    const form = withAmount(ihtiyac, formForType(ihtiyac), 50_000);
    expect(requestFor(ihtiyac, form)).toEqual({ kredi_miktari: 50_000, vade_ay: 36, faiz_orani: 3.99, kredi_turu: 'ihtiyac' });
    expect(isCalculable({ ...ihtiyac, bakim_modu: true }, form)).toBe(false);
  });
});

describe('calculator form: what is capped is said', () => {
  const ihtiyac = type('ihtiyac');
  /** The amount typed digit by digit, as the field reports it. */
  const typed = (digits: string, form = formForType(ihtiyac)) =>
    [...digits].reduce((f, _d, i) => withAmount(ihtiyac, f, parseAmountInput(digits.slice(0, i + 1))), form);

  it('an amount above the largest computed is capped with a notice, not silently', () => {
    const form = typed('99999999999');
    expect(effectiveAmount(ihtiyac, form)).toBe(100_000_000);
    expect(form.amountNotice).toBe('Kredi tutarı en fazla 100.000.000 TL olabilir; hesaplama 100.000.000 TL ile yapıldı.');
    expect(withAmount(ihtiyac, form, 500_000).amountNotice).toBeNull();
  });

  it('a term shortened by the amount keeps its notice while it stays shortened, and comes back when allowed', () => {
    let form = typed('99999999999');
    // Typed digit by digit, the term fell to 24 then to 12 months: the notice is still there after the last digit.
    expect(form.term).toBe(12);
    expect(form.termNotice).toBe('Seçtiğiniz vade, bu tutar için izin verilen en uzun vade olan 12 aya düşürüldü.');
    form = withAmount(ihtiyac, form, 200_000);
    expect([form.term, form.termNotice]).toEqual([24, 'Seçtiğiniz vade, bu tutar için izin verilen en uzun vade olan 24 aya düşürüldü.']);
    form = withAmount(ihtiyac, form, 100_000);
    expect([form.term, form.termNotice]).toEqual([36, null]);
    // A term the visitor picks is theirs: no notice.
    form = withTerm(withAmount(ihtiyac, form, 300_000), 12);
    expect([form.term, form.termNotice]).toEqual([12, null]);
  });
});

describe('last calculation storage', () => {
  const saved: LastCalculation = {
    kredi_turu: 'konut',
    ad: 'Konut Kredisi',
    kredi_miktari: 1_000_000,
    vade_ay: 120,
    faiz_orani: 2.59,
    aylik_taksit: 27_000,
    toplam_geri_odeme: 3_240_000,
    vade_yil_gosterimi: true,
    tarih: '2026-01-02T10:00:00.000Z',
  };

  it('round-trips through storage', () => {
    const store = new Map<string, string>();
    writeLastCalculation({ setItem: (k, v) => store.set(k, v) }, saved);
    expect(readLastCalculation({ getItem: (k) => store.get(k) ?? null })).toEqual(saved);
  });

  it.each([['not json'], [JSON.stringify({ ...saved, aylik_taksit: 'çok' })], [JSON.stringify({ tarih: 'x' })], ['null']])(
    'treats %p as none',
    (raw) => {
      expect(readLastCalculation({ getItem: (key) => (key === LAST_CALCULATION_KEY ? raw : null) })).toBeNull();
    },
  );

  it('survives a storage that throws', () => {
    expect(
      readLastCalculation({
        getItem: () => {
          throw new Error('blocked');
        },
      }),
    ).toBeNull();
    expect(() =>
      writeLastCalculation(
        {
          setItem: () => {
            throw new Error('full');
          },
        },
        saved,
      ),
    ).not.toThrow();
  });
});
