import { eq } from 'drizzle-orm';
import { SAMPLE_CREDIT_FORMULAS } from '@kredi/contracts/admin';
import type { Database } from '../client.js';
import { adminAuditEvents, creditFormulas } from '../schema/index.js';

/**
 * The four sample formulas (docs/admin.md, 'Credit formulas'), while the list is empty and no admin has ever changed it: once an admin has
 * managed the list (even deleting every formula, which shows 'Henüz Formül Yok'), the samples do not come back.
 * Answers how many were inserted.
 */
export async function seedCreditFormulas(tx: Database): Promise<number> {
  if ((await tx.$count(creditFormulas)) > 0) return 0;
  if ((await tx.$count(adminAuditEvents, eq(adminAuditEvents.entity, 'credit_formula'))) > 0) return 0;
  await tx.insert(creditFormulas).values(
    SAMPLE_CREDIT_FORMULAS.map((sample) => ({
      name: sample.name,
      description: sample.description,
      loanTypeId: sample.loanType,
      expression: sample.formula,
      isActive: sample.active,
    })),
  );
  return SAMPLE_CREDIT_FORMULAS.length;
}
