import { BUILT_IN_LOAN_TYPES, RULE_DATES } from '@kredi/contracts/calculator';
import type { Database } from '../client.js';
import { loanTaxRates, loanTermCaps, loanTermRules, loanTypes, vehicleLoanBands } from '../schema/index.js';

/**
 * The calculator's rules from the spec and the facts note (the contract's built-in loan types), with the day each
 * took effect. Inserted once, when there is no loan type yet: afterwards the admin area owns these rows, and a
 * restart never puts back what it changed.
 */
export async function seedCalculatorRules(db: Database): Promise<boolean> {
  if ((await db.$count(loanTypes)) > 0) return false;
  await db.insert(loanTypes).values(
    BUILT_IN_LOAN_TYPES.map((type, index) => ({
      id: type.id,
      name: type.ad,
      active: type.aktif,
      maintenance: type.bakim_modu,
      maintenanceMessage: type.bakim_mesaji,
      exampleMonthlyRate: type.ornek_faiz_orani,
      sortOrder: index + 1,
    })),
  );
  await db.insert(loanTaxRates).values(
    BUILT_IN_LOAN_TYPES.map((type) => ({
      loanTypeId: type.id,
      effectiveFrom: RULE_DATES.taxes,
      kkdfRate: type.kkdf_orani,
      bsmvRate: type.bsmv_orani,
    })),
  );
  await db.insert(loanTermRules).values(
    BUILT_IN_LOAN_TYPES.map((type) => ({
      loanTypeId: type.id,
      effectiveFrom: RULE_DATES.termOptions,
      termOptions: type.vade_secenekleri,
      defaultTerm: type.varsayilan_vade,
      showInYears: type.vade_yil_gosterimi,
    })),
  );
  const caps = BUILT_IN_LOAN_TYPES.flatMap((type) =>
    type.vade_sinirlari.map((cap) => ({
      loanTypeId: type.id,
      effectiveFrom: RULE_DATES.personalTermCaps,
      maxAmount: cap.ust_tutar,
      maxTerm: cap.azami_vade,
    })),
  );
  if (caps.length) await db.insert(loanTermCaps).values(caps);
  const bands = BUILT_IN_LOAN_TYPES.flatMap((type) =>
    type.arac_bantlari.map((band) => ({
      loanTypeId: type.id,
      effectiveFrom: RULE_DATES.vehicleBands,
      maxVehicleValue: band.ust_deger,
      maxLoanRatio: band.azami_oran,
      maxTerm: band.azami_vade,
    })),
  );
  if (bands.length) await db.insert(vehicleLoanBands).values(bands);
  return true;
}
