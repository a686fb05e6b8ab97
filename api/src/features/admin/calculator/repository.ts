import { and, asc, eq, gt } from 'drizzle-orm';
import {
  bandSetProblem,
  calculatorDataMessages as m,
  type AdminBankOfferBody,
  type AdminCalculatorData,
  type AdminLoanRules,
  type AdminLoanTypeBody,
  type AdminTaxRateBody,
  type AdminTermCapsBody,
  type AdminVehicleBandsBody,
  type RuleKind,
} from '@kredi/contracts/admin';
import type { BankOffer } from '@kredi/contracts/calculator';
import type { Database } from '../../../db/client.js';
import type { Tx } from '../../../db/locks.js';
import { bankOffers, loanTaxRates, loanTermCaps, loanTypes, vehicleLoanBands } from '../../../db/schema/index.js';
import { ApiError } from '../../../http/errors.js';
import { listBankOffers } from '../../calculator/public.js';
import { recordAudit } from '../audit/recorder.js';
import type { AdminPrincipal } from '../auth/repository.js';

const asDb = (tx: Tx) => tx as unknown as Database;

/** Rows of one dated rule table, grouped by day, each day marked as in force today, history or still to come. */
function dated<R extends { effectiveFrom: string }, T>(rows: R[], today: string, toItem: (group: R[]) => T) {
  const days = [...new Set(rows.map((row) => row.effectiveFrom))].sort();
  const inForce = days.filter((day) => day <= today).at(-1);
  return days.map((day) => ({
    yururluk: day,
    yururlukte: day === inForce,
    gelecek: day > today,
    ...toItem(rows.filter((row) => row.effectiveFrom === day)),
  }));
}

const byBound =
  <B>(key: (row: B) => number | null) =>
  (a: B, b: B) => {
    const [x, y] = [key(a), key(b)];
    return x === null ? 1 : y === null ? -1 : x - y;
  };

/** The rule tables a dated set lives in, for the delete of a set not yet in force. */
const RULE_TABLES = { vergi: loanTaxRates, 'vade-siniri': loanTermCaps, 'arac-bandi': vehicleLoanBands } as const;
const RULE_ENTITIES = { vergi: 'tax_rate', 'vade-siniri': 'term_caps', 'arac-bandi': 'vehicle_bands' } as const;

/**
 * The calculator's data for the admin area: loan types and their switches, bank offers, and the dated rules. A rule
 * is never rewritten: a new decision is a new set with its day (today or later), which the calculator applies from
 * that day on (`rulesInForce`); a set whose day has not come can be deleted. Every change is audited.
 */
export function createAdminCalculatorRepository(db: Database) {
  async function loanTypeName(tx: Tx, id: string): Promise<string> {
    const [type] = await tx.select({ name: loanTypes.name }).from(loanTypes).where(eq(loanTypes.id, id)).limit(1);
    if (!type) throw new ApiError(400, m.loanTypeUnknown, { kredi_turu: m.loanTypeUnknown });
    return type.name;
  }

  function assertFutureOrToday(day: string, today: string): void {
    if (day < today) throw new ApiError(400, m.dateInPast, { yururluk: m.dateInPast });
  }

  async function assertDayFree(tx: Tx, kind: RuleKind, loanTypeId: string, day: string): Promise<void> {
    const table = RULE_TABLES[kind];
    const [clash] = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.loanTypeId, loanTypeId), eq(table.effectiveFrom, day)))
      .limit(1);
    if (clash) throw new ApiError(409, m.dateTaken, { yururluk: m.dateTaken });
  }

  /** What the audit keeps of an offer: its fields without the id. */
  const offerSnapshot = (offer: AdminBankOfferBody | BankOffer) => ({
    kredi_turu: offer.kredi_turu,
    banka_adi: offer.banka_adi,
    banka_logo: offer.banka_logo,
    min_tutar: offer.min_tutar,
    max_tutar: offer.max_tutar,
    max_vade: offer.max_vade,
    faiz_orani: offer.faiz_orani,
    aktif: offer.aktif,
  });

  async function offerById(handle: Database | Tx, id: number): Promise<BankOffer | undefined> {
    return (await listBankOffers(handle as Database)).find((offer) => offer.id === id);
  }

  const offerValues = (body: AdminBankOfferBody) => ({
    loanTypeId: body.kredi_turu,
    bankName: body.banka_adi,
    bankLogo: body.banka_logo,
    minAmount: body.min_tutar,
    maxAmount: body.max_tutar,
    maxTerm: body.max_vade,
    monthlyRate: body.faiz_orani,
    active: body.aktif,
  });

  function assertOffer(body: AdminBankOfferBody): void {
    if (body.min_tutar > body.max_tutar) throw new ApiError(400, m.offerAmounts, { min_tutar: m.offerAmounts });
  }

  return {
    async read(today: string): Promise<AdminCalculatorData> {
      const [types, offers, taxes, caps, bands] = await Promise.all([
        db.select().from(loanTypes).orderBy(asc(loanTypes.sortOrder), asc(loanTypes.id)),
        listBankOffers(db),
        db.select().from(loanTaxRates),
        db.select().from(loanTermCaps),
        db.select().from(vehicleLoanBands),
      ]);
      const rules: AdminLoanRules[] = types.map((type) => ({
        kredi_turu: type.id,
        vergiler: dated(
          taxes.filter((row) => row.loanTypeId === type.id),
          today,
          ([row]) => ({ kkdf_orani: row!.kkdfRate, bsmv_orani: row!.bsmvRate }),
        ),
        vade_sinirlari: dated(
          caps.filter((row) => row.loanTypeId === type.id),
          today,
          (group) => ({
            bantlar: group.sort(byBound((row) => row.maxAmount)).map((row) => ({ ust_tutar: row.maxAmount, azami_vade: row.maxTerm })),
          }),
        ),
        arac_bantlari: dated(
          bands.filter((row) => row.loanTypeId === type.id),
          today,
          (group) => ({
            bantlar: group
              .sort(byBound((row) => row.maxVehicleValue))
              .map((row) => ({ ust_deger: row.maxVehicleValue, azami_oran: row.maxLoanRatio, azami_vade: row.maxTerm })),
          }),
        ),
      }));
      return {
        bugun: today,
        turler: types.map((type) => ({
          id: type.id,
          ad: type.name,
          aktif: type.active,
          bakim_modu: type.maintenance,
          bakim_mesaji: type.maintenanceMessage,
        })),
        teklifler: offers,
        kurallar: rules,
      };
    },

    /** aktif, bakım modu and its message; undefined for an unknown type. */
    updateLoanType(admin: AdminPrincipal, id: string, body: AdminLoanTypeBody) {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(loanTypes).where(eq(loanTypes.id, id)).for('update');
        if (!before) return undefined;
        const message = body.bakim_mesaji?.trim() || null;
        const view = (row: typeof before) => ({
          ad: row.name,
          aktif: row.active,
          bakim_modu: row.maintenance,
          bakim_mesaji: row.maintenanceMessage,
        });
        // Saving the form unchanged is not a change: no write, no empty audit row.
        const unchanged =
          before.name === body.ad &&
          before.active === body.aktif &&
          before.maintenance === body.bakim_modu &&
          before.maintenanceMessage === message;
        if (unchanged) return view(before);
        const [after] = await tx
          .update(loanTypes)
          .set({ name: body.ad, active: body.aktif, maintenance: body.bakim_modu, maintenanceMessage: message })
          .where(eq(loanTypes.id, id))
          .returning();
        await recordAudit(asDb(tx), admin, {
          action: 'update',
          entity: 'loan_type',
          entityId: null,
          label: `${after!.name} (${id})`,
          before: view(before),
          after: view(after!),
        });
        return view(after!);
      });
    },

    createOffer(admin: AdminPrincipal, body: AdminBankOfferBody): Promise<BankOffer> {
      assertOffer(body);
      return db.transaction(async (tx) => {
        await loanTypeName(tx, body.kredi_turu);
        const [row] = await tx.insert(bankOffers).values(offerValues(body)).returning({ id: bankOffers.id });
        await recordAudit(asDb(tx), admin, {
          action: 'create',
          entity: 'bank_offer',
          entityId: row!.id,
          label: body.banka_adi ?? 'Bilinmeyen Banka',
          after: offerSnapshot(body),
        });
        return (await offerById(tx, row!.id))!;
      });
    },

    updateOffer(admin: AdminPrincipal, id: number, body: AdminBankOfferBody): Promise<BankOffer | undefined> {
      assertOffer(body);
      return db.transaction(async (tx) => {
        const before = await offerById(tx, id);
        if (!before) return undefined;
        await loanTypeName(tx, body.kredi_turu);
        await tx.update(bankOffers).set(offerValues(body)).where(eq(bankOffers.id, id));
        await recordAudit(asDb(tx), admin, {
          action: 'update',
          entity: 'bank_offer',
          entityId: id,
          label: body.banka_adi ?? 'Bilinmeyen Banka',
          before: offerSnapshot(before),
          after: offerSnapshot(body),
        });
        return offerById(tx, id);
      });
    },

    deleteOffer(admin: AdminPrincipal, id: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const before = await offerById(tx, id);
        if (!before) return false;
        await tx.delete(bankOffers).where(eq(bankOffers.id, id));
        await recordAudit(asDb(tx), admin, {
          action: 'delete',
          entity: 'bank_offer',
          entityId: id,
          label: before.banka_adi ?? 'Bilinmeyen Banka',
          before: offerSnapshot(before),
        });
        return true;
      });
    },

    addTaxRate(admin: AdminPrincipal, body: AdminTaxRateBody, today: string): Promise<void> {
      assertFutureOrToday(body.yururluk, today);
      return db.transaction(async (tx) => {
        const name = await loanTypeName(tx, body.kredi_turu);
        await assertDayFree(tx, 'vergi', body.kredi_turu, body.yururluk);
        await tx
          .insert(loanTaxRates)
          .values({ loanTypeId: body.kredi_turu, effectiveFrom: body.yururluk, kkdfRate: body.kkdf_orani, bsmvRate: body.bsmv_orani });
        await recordAudit(asDb(tx), admin, {
          action: 'create',
          entity: 'tax_rate',
          entityId: null,
          label: `${name}, ${body.yururluk}`,
          after: { ...body },
        });
      });
    },

    addTermCaps(admin: AdminPrincipal, body: AdminTermCapsBody, today: string): Promise<void> {
      const problem = bandSetProblem(body.bantlar.map((band) => ({ bound: band.ust_tutar, term: band.azami_vade })));
      if (problem) throw new ApiError(400, problem, { bantlar: problem });
      assertFutureOrToday(body.yururluk, today);
      return db.transaction(async (tx) => {
        const name = await loanTypeName(tx, body.kredi_turu);
        await assertDayFree(tx, 'vade-siniri', body.kredi_turu, body.yururluk);
        await tx.insert(loanTermCaps).values(
          body.bantlar.map((band) => ({
            loanTypeId: body.kredi_turu,
            effectiveFrom: body.yururluk,
            maxAmount: band.ust_tutar,
            maxTerm: band.azami_vade,
          })),
        );
        await recordAudit(asDb(tx), admin, {
          action: 'create',
          entity: 'term_caps',
          entityId: null,
          label: `${name}, ${body.yururluk}`,
          after: { ...body },
        });
      });
    },

    addVehicleBands(admin: AdminPrincipal, body: AdminVehicleBandsBody, today: string): Promise<void> {
      const problem = bandSetProblem(
        body.bantlar.map((band) => ({ bound: band.ust_deger, term: band.azami_vade, ratio: band.azami_oran })),
      );
      if (problem) throw new ApiError(400, problem, { bantlar: problem });
      assertFutureOrToday(body.yururluk, today);
      return db.transaction(async (tx) => {
        const name = await loanTypeName(tx, body.kredi_turu);
        await assertDayFree(tx, 'arac-bandi', body.kredi_turu, body.yururluk);
        await tx.insert(vehicleLoanBands).values(
          body.bantlar.map((band) => ({
            loanTypeId: body.kredi_turu,
            effectiveFrom: body.yururluk,
            maxVehicleValue: band.ust_deger,
            maxLoanRatio: band.azami_oran,
            maxTerm: band.azami_vade,
          })),
        );
        await recordAudit(asDb(tx), admin, {
          action: 'create',
          entity: 'vehicle_bands',
          entityId: null,
          label: `${name}, ${body.yururluk}`,
          after: { ...body },
        });
      });
    },

    /** Deletes a dated set whose day has not come yet; one in force (or past) is history and stays. */
    deleteRule(admin: AdminPrincipal, kind: RuleKind, loanTypeId: string, day: string, today: string): Promise<void> {
      return db.transaction(async (tx) => {
        const table = RULE_TABLES[kind];
        const rows = await tx
          .select()
          .from(table)
          .where(and(eq(table.loanTypeId, loanTypeId), eq(table.effectiveFrom, day)));
        if (rows.length === 0) throw new ApiError(404, m.ruleNotFound);
        if (day <= today) throw new ApiError(409, m.ruleInForce);
        await tx.delete(table).where(and(eq(table.loanTypeId, loanTypeId), eq(table.effectiveFrom, day), gt(table.effectiveFrom, today)));
        const name = await loanTypeName(tx, loanTypeId);
        const before = { kredi_turu: loanTypeId, yururluk: day, kayit: rows.length };
        await recordAudit(asDb(tx), admin, {
          action: 'delete',
          entity: RULE_ENTITIES[kind],
          entityId: null,
          label: `${name}, ${day}`,
          before,
        });
      });
    },
  };
}
