import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { CreditFormula, CreditFormulaBody } from '@kredi/contracts/admin';
import type { Database } from '../../../db/client.js';
import { creditFormulas, type CreditFormulaRow } from '../../../db/schema/index.js';
import { advisoryXactLock, type Tx } from '../../../db/locks.js';
import { wireMapper } from '../../../http/wireMapper.js';
import type { AdminPrincipal } from '../auth/repository.js';
import { recordAudit } from '../audit/recorder.js';

const toWire = wireMapper<CreditFormulaRow, CreditFormula>({
  id: 'id',
  name: 'name',
  description: 'description',
  loan_type: 'loanTypeId',
  formula: 'expression',
  active: 'isActive',
  created_at: 'createdAt',
  updated_at: 'updatedAt',
});

/** What the audit keeps of a formula: the fields an admin sets. */
const snapshot = ({ name, description, loan_type, formula, active }: CreditFormula) => ({ name, description, loan_type, formula, active });

async function lockFormula(tx: Tx, id: number): Promise<CreditFormula | undefined> {
  const [row] = await tx.select().from(creditFormulas).where(eq(creditFormulas.id, id)).for('update');
  return row && toWire(row);
}

/**
 * A loan type has at most one active formula (a partial unique index holds it): activating one sets the type's
 * other active formula passive first, in the same transaction and with its own audit record.
 */
async function deactivateOthers(tx: Tx, admin: AdminPrincipal, loanTypeId: string, keepId: number | null): Promise<void> {
  // Two activations for one type at once would both find no other active formula: they take turns here.
  await advisoryXactLock(tx, `credit_formula_active:${loanTypeId}`);
  const others = await tx
    .select()
    .from(creditFormulas)
    .where(
      and(
        eq(creditFormulas.loanTypeId, loanTypeId),
        eq(creditFormulas.isActive, true),
        keepId === null ? undefined : ne(creditFormulas.id, keepId),
      ),
    )
    .for('update');
  for (const other of others) {
    const [row] = await tx
      .update(creditFormulas)
      .set({ isActive: false, updatedAt: sql`now()` })
      .where(eq(creditFormulas.id, other.id))
      .returning();
    const before = toWire(other);
    const after = toWire(row!);
    await recordAudit(tx as unknown as Database, admin, {
      action: 'update',
      entity: 'credit_formula',
      entityId: other.id,
      label: after.name,
      before: snapshot(before),
      after: snapshot(after),
    });
  }
}

/** The credit formulas; every change is written together with its audit record. Expressions are checked by the caller. */
export function createCreditFormulaRepository(db: Database) {
  /** Applies `changes` to formula `id` under a row lock and records before → after; undefined when there is no such formula. */
  function updateAudited(admin: AdminPrincipal, id: number, changes: Partial<typeof creditFormulas.$inferInsert>) {
    return db.transaction(async (tx) => {
      const before = await lockFormula(tx, id);
      if (!before) return undefined;
      if (changes.isActive ?? before.active) await deactivateOthers(tx, admin, changes.loanTypeId ?? before.loan_type, id);
      const [row] = await tx
        .update(creditFormulas)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(creditFormulas.id, id))
        .returning();
      const after = toWire(row!);
      await recordAudit(tx as unknown as Database, admin, {
        action: 'update',
        entity: 'credit_formula',
        entityId: id,
        label: after.name,
        before: snapshot(before),
        after: snapshot(after),
      });
      return after;
    });
  }

  return {
    async list(): Promise<CreditFormula[]> {
      return (await db.select().from(creditFormulas).orderBy(asc(creditFormulas.id))).map(toWire);
    },

    async find(id: number): Promise<CreditFormula | undefined> {
      const [row] = await db.select().from(creditFormulas).where(eq(creditFormulas.id, id));
      return row && toWire(row);
    },

    create(admin: AdminPrincipal, body: CreditFormulaBody): Promise<CreditFormula> {
      return db.transaction(async (tx) => {
        if (body.active) await deactivateOthers(tx, admin, body.loan_type, null);
        const [row] = await tx
          .insert(creditFormulas)
          .values({
            name: body.name,
            description: body.description,
            loanTypeId: body.loan_type,
            expression: body.formula,
            isActive: body.active,
          })
          .returning();
        const created = toWire(row!);
        await recordAudit(tx as unknown as Database, admin, {
          action: 'create',
          entity: 'credit_formula',
          entityId: created.id,
          label: created.name,
          after: snapshot(created),
        });
        return created;
      });
    },

    update(admin: AdminPrincipal, id: number, body: CreditFormulaBody) {
      return updateAudited(admin, id, {
        name: body.name,
        description: body.description,
        loanTypeId: body.loan_type,
        expression: body.formula,
        isActive: body.active,
      });
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
        await recordAudit(tx as unknown as Database, admin, {
          action: 'delete',
          entity: 'credit_formula',
          entityId: id,
          label: before.name,
          before: snapshot(before),
        });
        return true;
      });
    },
  };
}

export type CreditFormulaRepository = ReturnType<typeof createCreditFormulaRepository>;
