import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { BankOffer, LoanType, TaxRates, TermCap, VehicleBand } from '@kredi/contracts/calculator';
import type { Database } from '../../db/client.js';
import {
  bankOffers,
  calculatorRevision,
  creditFormulas,
  loanCalculationCounts,
  loanTaxRates,
  loanTermCaps,
  loanTermRules,
  loanTypes,
  vehicleLoanBands,
} from '../../db/schema/index.js';
import { rulesInForce } from './rulesInForce.js';

/** The term settings of a loan type (one row per decision). */
export interface TermSettings {
  options: number[];
  defaultTerm: number;
  showInYears: boolean;
}

export interface OfferFilter {
  loanTypeId?: string | undefined;
  active?: boolean | undefined;
}

/** One calculation to count: no amount, no term, nothing about the visitor. */
export interface CalculationCount {
  day: string;
  loanType: string;
  amountBand: string;
}

const byBound = (a: number | null, b: number | null) => (a === null ? 1 : b === null ? -1 : a - b);

/**
 * Reads and writes the calculator's tables. Every rule reader answers "the rule in force on `day`" (an Istanbul
 * calendar day, 'YYYY-MM-DD'), per loan type; give `loanTypeId` to read one type only. The admin area writes new
 * dated rows and reads them back through the same functions.
 */
export function createCalculatorRepository(db: Database) {
  const typeFilter = (column: AnyPgColumn, loanTypeId?: string) => (loanTypeId === undefined ? undefined : eq(column, loanTypeId));

  async function taxRatesInForce(day: string, loanTypeId?: string): Promise<Map<string, TaxRates>> {
    const rows = await db
      .select()
      .from(loanTaxRates)
      .where(and(lte(loanTaxRates.effectiveFrom, day), typeFilter(loanTaxRates.loanTypeId, loanTypeId)));
    return new Map([...rulesInForce(rows, day)].map(([type, [row]]) => [type, { kkdf_orani: row!.kkdfRate, bsmv_orani: row!.bsmvRate }]));
  }

  async function termSettingsInForce(day: string, loanTypeId?: string): Promise<Map<string, TermSettings>> {
    const rows = await db
      .select()
      .from(loanTermRules)
      .where(and(lte(loanTermRules.effectiveFrom, day), typeFilter(loanTermRules.loanTypeId, loanTypeId)));
    return new Map(
      [...rulesInForce(rows, day)].map(([type, [row]]) => [
        type,
        { options: [...row!.termOptions].sort((a, b) => a - b), defaultTerm: row!.defaultTerm, showInYears: row!.showInYears },
      ]),
    );
  }

  /** Term caps by amount, ascending, the open-ended one last. A type without caps is absent from the map. */
  async function termCapsInForce(day: string, loanTypeId?: string): Promise<Map<string, TermCap[]>> {
    const rows = await db
      .select()
      .from(loanTermCaps)
      .where(and(lte(loanTermCaps.effectiveFrom, day), typeFilter(loanTermCaps.loanTypeId, loanTypeId)));
    return new Map(
      [...rulesInForce(rows, day)].map(([type, set]) => [
        type,
        set.map((row) => ({ ust_tutar: row.maxAmount, azami_vade: row.maxTerm })).sort((a, b) => byBound(a.ust_tutar, b.ust_tutar)),
      ]),
    );
  }

  /** Vehicle bands by kasko value, ascending, the open-ended one last. A type without bands is absent from the map. */
  async function vehicleBandsInForce(day: string, loanTypeId?: string): Promise<Map<string, VehicleBand[]>> {
    const rows = await db
      .select()
      .from(vehicleLoanBands)
      .where(and(lte(vehicleLoanBands.effectiveFrom, day), typeFilter(vehicleLoanBands.loanTypeId, loanTypeId)));
    return new Map(
      [...rulesInForce(rows, day)].map(([type, set]) => [
        type,
        set
          .map((row) => ({ ust_deger: row.maxVehicleValue, azami_oran: row.maxLoanRatio, azami_vade: row.maxTerm }))
          .sort((a, b) => byBound(a.ust_deger, b.ust_deger)),
      ]),
    );
  }

  /** The active credit formula of each type (at most one, a partial unique index holds it): the calculation's formula. */
  async function activeFormulas(loanTypeId?: string): Promise<Map<string, string>> {
    const rows = await db
      .select({ loanTypeId: creditFormulas.loanTypeId, expression: creditFormulas.expression })
      .from(creditFormulas)
      .where(and(eq(creditFormulas.isActive, true), typeFilter(creditFormulas.loanTypeId, loanTypeId)));
    return new Map(rows.map((row) => [row.loanTypeId, row.expression]));
  }

  /**
   * Loan types with the rules in force on `day`, in their display order. A type with no tax rate or no term
   * settings in force yet (a decision dated in the future) is left out: it cannot be computed.
   */
  async function loanTypesInForce(day: string, loanTypeId?: string): Promise<LoanType[]> {
    const [types, taxes, terms, caps, bands, formulas] = await Promise.all([
      db.select().from(loanTypes).where(typeFilter(loanTypes.id, loanTypeId)).orderBy(asc(loanTypes.sortOrder), asc(loanTypes.id)),
      taxRatesInForce(day, loanTypeId),
      termSettingsInForce(day, loanTypeId),
      termCapsInForce(day, loanTypeId),
      vehicleBandsInForce(day, loanTypeId),
      activeFormulas(loanTypeId),
    ]);
    return types.flatMap((type) => {
      const tax = taxes.get(type.id);
      const term = terms.get(type.id);
      if (!tax || !term) return [];
      return [
        {
          id: type.id,
          ad: type.name,
          aktif: type.active,
          bakim_modu: type.maintenance,
          bakim_mesaji: type.maintenanceMessage,
          ornek_faiz_orani: type.exampleMonthlyRate,
          ...tax,
          vade_secenekleri: term.options,
          varsayilan_vade: term.defaultTerm,
          vade_yil_gosterimi: term.showInYears,
          vade_sinirlari: caps.get(type.id) ?? [],
          arac_bantlari: bands.get(type.id) ?? [],
          formul: formulas.get(type.id) ?? null,
        },
      ];
    });
  }

  return {
    taxRatesInForce,
    activeFormulas,
    termSettingsInForce,
    termCapsInForce,
    vehicleBandsInForce,

    /** The calculator data's revision: moves with every change to types, rules or offers, whoever makes it. */
    async revision(): Promise<number> {
      const [row] = await db.select({ revision: calculatorRevision.revision }).from(calculatorRevision).limit(1);
      return row?.revision ?? 0;
    },

    /** GET /api/kredi/kredi-turleri/: every type with its rules in force on `day`. */
    listLoanTypes: (day: string) => loanTypesInForce(day),

    /** One type with its rules in force on `day`, or undefined when unknown (or not computable yet). */
    async findLoanType(id: string, day: string): Promise<LoanType | undefined> {
      const [type] = await loanTypesInForce(day, id);
      return type;
    },

    /** Offers, lowest rate first; an unknown loan type simply has none. */
    async listOffers(filter: OfferFilter = {}): Promise<BankOffer[]> {
      const rows = await db
        .select()
        .from(bankOffers)
        .where(
          and(
            filter.loanTypeId !== undefined ? eq(bankOffers.loanTypeId, filter.loanTypeId) : undefined,
            filter.active !== undefined ? eq(bankOffers.active, filter.active) : undefined,
          ),
        )
        .orderBy(asc(bankOffers.monthlyRate), asc(bankOffers.id));
      return rows.map((row) => ({
        id: row.id,
        banka_adi: row.bankName,
        banka_logo: row.bankLogo,
        kredi_turu: row.loanTypeId,
        min_tutar: row.minAmount,
        max_tutar: row.maxAmount,
        max_vade: row.maxTerm,
        faiz_orani: row.monthlyRate,
        aktif: row.active,
      }));
    },

    /** Adds one to the day's counter of this type and amount band (one statement, safe under concurrency). */
    async recordCalculation(count: CalculationCount): Promise<void> {
      await db
        .insert(loanCalculationCounts)
        .values({ ...count, count: 1 })
        .onConflictDoUpdate({
          target: [loanCalculationCounts.day, loanCalculationCounts.loanType, loanCalculationCounts.amountBand],
          set: { count: sql`${loanCalculationCounts.count} + 1` },
        });
    },

    /** The counters of a day range, for the admin dashboard. */
    calculationCounts(fromDay: string, toDay: string) {
      return db
        .select()
        .from(loanCalculationCounts)
        .where(and(gte(loanCalculationCounts.day, fromDay), lte(loanCalculationCounts.day, toDay)))
        .orderBy(asc(loanCalculationCounts.day), asc(loanCalculationCounts.loanType), asc(loanCalculationCounts.amountBand));
    },
  };
}

export type CalculatorRepository = ReturnType<typeof createCalculatorRepository>;
