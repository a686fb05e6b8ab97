import { asc, eq, sql } from 'drizzle-orm';
import type { CreditFormula, CreditFormulaBody } from '@kredi/contracts/admin';
import type { Database } from '../../../db/client.js';
import { creditFormulas, type CreditFormulaRow } from '../../../db/schema/index.js';
import type { Tx } from '../../../db/locks.js';
import type { AdminPrincipal } from '../auth/repository.js';
import { recordAudit } from '../audit/recorder.js';

function toWire(row: CreditFormulaRow): CreditFormula {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    formula: row.expression,
    active: row.isActive,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** What the audit keeps of a formula: the fields an admin sets. */
const snapshot = ({ name, description, formula, active }: CreditFormula) => ({ name, description, formula, active });

async function lockFormula(tx: Tx, id: number): Promise<CreditFormula | undefined> {
  const [row] = await tx.select().from(creditFormulas).where(eq(creditFormulas.id, id)).for('update');
  return row && toWire(row);
}

/** The credit formulas; every change is written together with its audit record. Expressions are checked by the caller. */
export function createCreditFormulaRepository(db: Database) {
  /** Applies `changes` to formula `id` under a row lock and records before → after; undefined when there is no such formula. */
  function updateAudited(admin: AdminPrincipal, id: number, changes: Partial<typeof creditFormulas.$inferInsert>) {
    return db.transaction(async (tx) => {
      const before = await lockFormula(tx, id);
      if (!before) return undefined;
      const [row] = await tx.update(creditFormulas).set({ ...changes, updatedAt: sql`now()` }).where(eq(creditFormulas.id, id)).returning();
      const after = toWire(row!);
      await recordAudit(tx as unknown as Database, admin, { action: 'update', entity: 'credit_formula', entityId: id, label: after.name, before: snapshot(before), after: snapshot(after) });
      return after;
    });
  }

  return {
    async list(): Promise<CreditFormula[]> {
      return (await db.select().from(creditFormulas).orderBy(asc(creditFormulas.id))).map(toWire);
    },

    create(admin: AdminPrincipal, body: CreditFormulaBody): Promise<CreditFormula> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(creditFormulas)
          .values({ name: body.name, description: body.description, expression: body.formula, isActive: body.active })
          .returning();
        const created = toWire(row!);
        await recordAudit(tx as unknown as Database, admin, { action: 'create', entity: 'credit_formula', entityId: created.id, label: created.name, after: snapshot(created) });
        return created;
      });
    },

    update(admin: AdminPrincipal, id: number, body: CreditFormulaBody) {
      return updateAudited(admin, id, { name: body.name, description: body.description, expression: body.formula, isActive: body.active });
    },

    setActive(admin: AdminPrincipal, id: number, active: boolean) {
      return updateAudited(admin, id, { isActive: active });
    },

    /** True when it existed. */
    remove(admin: AdminPrincipal, id: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const before = await lockFormula(tx, id);
        if (!before) return false;
        await tx.delete(creditFormulas).where(eq(creditFormulas.id, id));
        await recordAudit(tx as unknown as Database, admin, { action: 'delete', entity: 'credit_formula', entityId: id, label: before.name, before: snapshot(before) });
        return true;
      });
    },
  };
}

export type CreditFormulaRepository = ReturnType<typeof createCreditFormulaRepository>;
