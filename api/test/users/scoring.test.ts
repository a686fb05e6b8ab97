import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  AYLIK_ODEME_VALUES,
  BASVURU_ADEDI_VALUES,
  FINDEKS_VALUES,
  KANUNI_TAKIP_VALUES,
  MEVCUT_LIMIT_VALUES,
  SGK_VALUES,
  SON_KREDI_VALUES,
  YAS_VALUES,
} from '@kredi/contracts/users';
import {
  MAX_LIMIT,
  MIN_LIMIT,
  MIN_POINTS,
  POINTS,
  limitForPoints,
  recommendedFor,
  scoreCredit,
  type ScoringInput,
} from '../../src/features/users/scoring.js';

const base: ScoringInput = {
  age: 39,
  sgkStatus: 1,
  legalFollowup: 0,
  lastCreditUsage: 7,
  currentAccountLimit: 999000,
  monthlyCreditPayment: 9999,
  recentApplications: 1,
  findeksScore: 1499,
};

const best: ScoringInput = {
  age: 39,
  sgkStatus: 2,
  legalFollowup: 0,
  lastCreditUsage: 7,
  currentAccountLimit: 2000000,
  monthlyCreditPayment: 0,
  recentApplications: 0,
  findeksScore: 1900,
};

describe('scoring model', () => {
  it('has a points entry for every option value of the form (except findeks 0 = unknown)', () => {
    const cases: Array<[keyof typeof POINTS, ReadonlySet<number>]> = [
      ['age', YAS_VALUES],
      ['sgk', SGK_VALUES],
      ['legalFollowup', KANUNI_TAKIP_VALUES],
      ['lastCreditUsage', SON_KREDI_VALUES],
      ['currentLimit', MEVCUT_LIMIT_VALUES],
      ['monthlyPayment', AYLIK_ODEME_VALUES],
      ['recentApplications', BASVURU_ADEDI_VALUES],
      ['findeks', new Set([...FINDEKS_VALUES].filter((v) => v !== 0))],
    ];
    for (const [factor, values] of cases) {
      assert.deepEqual(
        Object.keys(POINTS[factor])
          .map(Number)
          .sort((a, b) => a - b),
        [...values].sort((a, b) => a - b),
        factor,
      );
    }
  });

  it('factor maxima add up to 100', () => {
    const total = Object.values(POINTS).reduce((sum, table) => sum + Math.max(...Object.values(table)), 0);
    assert.equal(total, 100);
  });

  it('gives the best profile 100 points and the maximum limit', () => {
    const result = scoreCredit(best);
    assert.equal(result.points, 100);
    assert.equal(result.creditLimit, MAX_LIMIT);
    assert.equal(result.recommendedLimit, 1_200_000);
    assert.equal(result.disqualifiedBy, null);
    assert.equal(result.findeksPending, false);
  });

  it('scores a typical profile deterministically', () => {
    const result = scoreCredit(base);
    // findeks 24 + sgk 12 + age 10 + legal 10 + payment 8 + applications 7 + limit 2 + last use 5 = 78
    assert.equal(result.points, 78);
    assert.deepEqual(result.breakdown, {
      findeks: 24,
      sgk: 12,
      age: 10,
      legalFollowup: 10,
      monthlyPayment: 8,
      recentApplications: 7,
      currentLimit: 2,
      lastCreditUsage: 5,
    });
    // 25,000 + ((78-30)/70)^2 * 1,475,000 = 718,591.8 -> 719,000
    assert.equal(result.creditLimit, 719_000);
    assert.equal(result.recommendedLimit, 575_000);
    assert.deepEqual(scoreCredit(base), result);
  });

  it('never lowers the limit when one answer improves', () => {
    const better: Array<[keyof ScoringInput, number]> = [
      ['findeksScore', 1599],
      ['sgkStatus', 2],
      ['monthlyCreditPayment', 0],
      ['recentApplications', 0],
      ['currentAccountLimit', 2000000],
    ];
    for (const [field, value] of better) {
      assert.ok(scoreCredit({ ...base, [field]: value }).creditLimit >= scoreCredit(base).creditLimit, field);
    }
  });

  it('rounds every limit to 1,000 TL within [MIN_LIMIT, MAX_LIMIT] or 0', () => {
    for (let points = 0; points <= 100; points += 1) {
      const limit = limitForPoints(points);
      assert.equal(limit % 1000, 0);
      if (points < MIN_POINTS) assert.equal(limit, 0);
      else assert.ok(limit >= MIN_LIMIT && limit <= MAX_LIMIT, String(points));
    }
    assert.equal(limitForPoints(MIN_POINTS), MIN_LIMIT);
    assert.equal(limitForPoints(100), MAX_LIMIT);
    assert.equal(limitForPoints(150), MAX_LIMIT);
    assert.equal(limitForPoints(Number.NaN), 0);
    assert.equal(recommendedFor(25_000), 20_000);
    assert.equal(recommendedFor(0), 0);
  });

  describe('disqualifying answers give 0', () => {
    it('an age outside the 18-66 bands', () => {
      for (const age of [17, 67, 70, 0, -1, 23]) {
        const r = scoreCredit({ ...best, age });
        assert.equal(r.creditLimit, 0, String(age));
        assert.equal(r.disqualifiedBy, 'age_out_of_range');
      }
    });

    it('a legal follow-up within the last year', () => {
      const r = scoreCredit({ ...best, legalFollowup: 1 });
      assert.equal(r.creditLimit, 0);
      assert.equal(r.disqualifiedBy, 'recent_legal_followup');
    });

    it('no SGK with a Findeks score of 1299 or less', () => {
      assert.equal(scoreCredit({ ...best, sgkStatus: 4, findeksScore: 1299 }).disqualifiedBy, 'no_sgk_low_findeks');
      assert.equal(scoreCredit({ ...best, sgkStatus: 4, findeksScore: 1249 }).creditLimit, 0);
      assert.ok(scoreCredit({ ...best, sgkStatus: 4, findeksScore: 1399 }).creditLimit > 0);
    });

    it('Findeks 1249 or less with 5+ applications in 3 months', () => {
      const r = scoreCredit({ ...best, findeksScore: 1249, recentApplications: 5 });
      assert.equal(r.creditLimit, 0);
      assert.equal(r.disqualifiedBy, 'low_findeks_many_applications');
    });

    it('too few points', () => {
      const weak: ScoringInput = {
        age: 22,
        sgkStatus: 7,
        legalFollowup: 3,
        lastCreditUsage: 1,
        currentAccountLimit: 499000,
        monthlyCreditPayment: 40000,
        recentApplications: 4,
        findeksScore: 1249,
      };
      const r = scoreCredit(weak);
      assert.ok(r.points < MIN_POINTS);
      assert.equal(r.creditLimit, 0);
      assert.equal(r.disqualifiedBy, 'too_few_points');
    });

    it('an answer outside the option values', () => {
      assert.equal(scoreCredit({ ...best, sgkStatus: 9 }).disqualifiedBy, 'unknown_answer');
      assert.equal(scoreCredit({ ...best, findeksScore: 1700 }).disqualifiedBy, 'unknown_answer');
    });
  });

  it('an unknown Findeks score gives 0 with findeksPending', () => {
    const r = scoreCredit({ ...best, findeksScore: null });
    assert.equal(r.creditLimit, 0);
    assert.equal(r.findeksPending, true);
    assert.equal(r.disqualifiedBy, null);
  });
});
