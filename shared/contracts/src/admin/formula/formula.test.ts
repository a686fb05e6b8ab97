import fc from 'fast-check';
import { checkFormula } from './check';
import { checkCreditFormula, previewCreditFormula } from './creditCheck';
import { evaluateFormula } from './evaluate';
import { FORMULA_LIMITS } from './grammar';
import { HOSTILE_FORMULAS } from './hostileFormulas';
import { formulaMessages as m } from './messages';
import { parseFormula, type FormulaNode } from './parse';
import { SAMPLE_CREDIT_FORMULAS, SAMPLE_INPUTS, STANDARD_ANNUITY_FORMULA, standardAnnuity } from './samples';

const inputs = { P: 100_000, r: 0.0399, n: 36 };

function value(text: string, at = inputs): number {
  const parsed = parseFormula(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return evaluateFormula(parsed.value, at);
}

function refusal(text: string): string {
  const checked = checkFormula(text);
  if (checked.ok) throw new Error(`accepted: ${text}`);
  return checked.message;
}

describe('the formula language', () => {
  it('computes the standard annuity exactly like the reference function', () => {
    for (const sample of SAMPLE_INPUTS) expect(value(STANDARD_ANNUITY_FORMULA, sample)).toBeCloseTo(standardAnnuity(sample), 8);
    expect(standardAnnuity({ P: 120_000, r: 0, n: 12 })).toBe(10_000);
  });

  it('reads ^ as a right-associative power that binds tighter than * and /', () => {
    expect(value('2^3^2')).toBe(512);
    expect(value('2 * 3^2')).toBe(18);
    expect(value('(2 * 3)^2')).toBe(36);
    expect(value('(-2)^2')).toBe(4);
    expect(value('-(2^2)')).toBe(-4);
    expect(value('12 / 2 / 3')).toBe(2);
    expect(value('10 - 2 - 3')).toBe(5);
  });

  it('knows P, r, n and the whitelisted functions', () => {
    expect(value('P + r + n')).toBeCloseTo(100_036.0399);
    expect(value('pow(2, 10) + min(3, 1, 2) + max(3, 1) + abs(-4) + round(2.5)')).toBe(1024 + 1 + 3 + 4 + 3);
    expect(value('+P')).toBe(100_000);
    expect(value('.5 * 2e3')).toBe(1000);
  });

  it('gives the four samples: three annuities, KOBİ at 95 %', () => {
    expect(SAMPLE_CREDIT_FORMULAS.map((f) => [f.name, f.active])).toEqual([
      ['Standart Konut Kredisi', true],
      ['Taşıt Kredisi', true],
      ['İhtiyaç Kredisi', true],
      ['KOBİ Kredisi', false],
    ]);
    for (const sample of SAMPLE_CREDIT_FORMULAS) expect(checkFormula(sample.formula).ok).toBe(true);
    const kobi = SAMPLE_CREDIT_FORMULAS[3]!.formula;
    expect(value(kobi)).toBeCloseTo(standardAnnuity(inputs) * 0.95, 6);
  });

  it("previews a formula with the calculator's taxes beside the current one, in kuruş", () => {
    const consumer = { kkdf_orani: 15, bsmv_orani: 15 };
    const annuity = (parseFormula(STANDARD_ANNUITY_FORMULA) as { ok: true; value: FormulaNode }).value;
    const kobi = (parseFormula(`(${STANDARD_ANNUITY_FORMULA}) * 0.95`) as { ok: true; value: FormulaNode }).value;
    const rows = previewCreditFormula(kobi, consumer, annuity);
    expect(rows).toHaveLength(SAMPLE_INPUTS.length);
    // The worked example: 6.189,33 TL with KKDF and BSMV; 95 % of its exact value is 5.879,86.
    expect(rows[0]).toEqual({ inputs: SAMPLE_INPUTS[0], value: 5879.86, current: 6189.33, difference: -309.47 });
    // Without a current formula the built-in annuity is the reference; konut (no taxes) gives 5.281,37.
    expect(previewCreditFormula(annuity, { kkdf_orani: 0, bsmv_orani: 0 }, null)[0]).toMatchObject({
      value: 5281.37,
      current: 5281.37,
      difference: 0,
    });
  });

  it('refuses on save a formula that is not positive or repays less than the amount on a sample case', () => {
    const consumer = { kkdf_orani: 15, bsmv_orani: 15 };
    expect(checkCreditFormula('P * r - 50000', consumer)).toEqual({ ok: false, message: m.notPositive });
    expect(checkCreditFormula('P / n * 0.99', consumer)).toEqual({ ok: false, message: m.totalBelowAmount });
    expect(checkCreditFormula('P / n', consumer).ok).toBe(true);
    for (const sample of SAMPLE_CREDIT_FORMULAS) expect(checkCreditFormula(sample.formula, consumer).ok).toBe(true);
  });

  it('explains refusals in Turkish', () => {
    expect(refusal('')).toBe(m.empty);
    expect(refusal('P * 0,95')).toBe(m.notSingleExpression);
    expect(refusal('P * x')).toBe(m.unknownVariable('x'));
    expect(refusal('sqrt(P)')).toBe(m.unknownFunction('sqrt'));
    expect(refusal('P.x')).toBe(m.propertyAccess);
    expect(refusal('Math.pow(P, 2)')).toBe(m.propertyAccess);
    expect(refusal('P % 2')).toBe(m.operator('%'));
    expect(refusal('"P"')).toBe(m.notNumber);
    expect(refusal('pow(P)')).toBe(m.arity('pow', 2, 2));
    expect(refusal('min(P)')).toBe(m.arity('min', 2, 10));
    expect(refusal('-2^2')).toBe(m.negativeBase);
    expect(refusal('P / (r - r)')).toBe(m.notFinite);
    expect(refusal('P * (1 + r')).toMatch(/^Formül okunamadı \(\d+\. karakter civarı\)/);
    expect(refusal('P'.repeat(FORMULA_LIMITS.maxLength + 1))).toBe(m.tooLong);
    expect(refusal(`${'('.repeat(30)}P${')'.repeat(30)}`)).toBe(m.tooDeep);
  });
});

describe('hostile formulas', () => {
  it.each(HOSTILE_FORMULAS.map((text) => [text.length > 60 ? `${text.slice(0, 60)}… (${text.length} characters)` : text, text]))(
    'refuses %j safely',
    (_label, text) => {
      const checked = checkFormula(text);
      expect(checked.ok).toBe(false);
      if (!checked.ok) expect(checked.message).toMatch(/[çğıöşüÇĞİÖŞÜ]|Formül|Lütfen/);
    },
  );

  it('leaves Object.prototype and the global object untouched', () => {
    for (const text of HOSTILE_FORMULAS) checkFormula(text);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect(typeof process.exit).toBe('function');
  });

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        const checked = checkFormula(text);
        expect(typeof checked.ok).toBe('boolean');
        if (checked.ok) {
          for (const sample of SAMPLE_INPUTS) expect(Number.isFinite(evaluateFormula(checked.value, sample))).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('never throws on texts made of the formula alphabet, and an accepted one is always finite on the samples', () => {
    const alphabet = fc.constantFrom(
      'P',
      'r',
      'n',
      '1',
      '0',
      '.',
      '+',
      '-',
      '*',
      '/',
      '^',
      '(',
      ')',
      ',',
      ' ',
      'pow',
      'min',
      'max',
      'abs',
      'round',
      'e9',
    );
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 60 }), (parts) => {
        const checked = checkFormula(parts.join(''));
        if (checked.ok) for (const sample of SAMPLE_INPUTS) expect(Number.isFinite(evaluateFormula(checked.value, sample))).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });
});
