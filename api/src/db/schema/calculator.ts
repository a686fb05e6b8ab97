import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';

/*
 * The loan calculator's rules as data (docs/calculator.md, 'Rules as data, with effective dates'). Every rule row
 * has the day it takes effect
 * (`effective_from`, a calendar day in Istanbul); the rule in force on a day is the newest one not after it. Rules
 * that come as a list (term caps, vehicle bands) are one set per (loan type, effective_from): a new decision is a
 * new set with its own date, so the old one stays as history. Rates are percentages (15 = 15 %).
 */

const percent = (name: string) => numeric(name, { precision: 7, scale: 4, mode: 'number' });
const lira = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
const effectiveFrom = () => date('effective_from', { mode: 'string' }).notNull();

/** Loan types: the page's tabs. `id` is the spec's code: ihtiyac, tasit, konut, ticari. */
export const loanTypes = pgTable('loan_types', {
  id: varchar('id', { length: 40 }).primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  active: boolean('active').notNull().default(true),
  maintenance: boolean('maintenance').notNull().default(false),
  maintenanceMessage: text('maintenance_message'),
  /** The example monthly rate the page computes with (3.99, docs/calculator.md, 'The page'). */
  exampleMonthlyRate: percent('example_monthly_rate').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

const loanTypeId = () =>
  varchar('loan_type_id', { length: 40 })
    .notNull()
    .references(() => loanTypes.id, { onDelete: 'cascade', onUpdate: 'cascade' });

/** KKDF and BSMV on the interest of a loan type. */
export const loanTaxRates = pgTable(
  'loan_tax_rates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    loanTypeId: loanTypeId(),
    effectiveFrom: effectiveFrom(),
    kkdfRate: percent('kkdf_rate').notNull(),
    bsmvRate: percent('bsmv_rate').notNull(),
  },
  (table) => [
    unique('loan_tax_rates_type_date_unique').on(table.loanTypeId, table.effectiveFrom),
    check('loan_tax_rates_non_negative', sql`${table.kkdfRate} >= 0 and ${table.bsmvRate} >= 0`),
  ],
);

/** The terms a loan type offers, the preselected one, and whether they are shown in years (konut). */
export const loanTermRules = pgTable(
  'loan_term_rules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    loanTypeId: loanTypeId(),
    effectiveFrom: effectiveFrom(),
    termOptions: integer('term_options').array().notNull(),
    defaultTerm: integer('default_term').notNull(),
    showInYears: boolean('show_in_years').notNull().default(false),
  },
  (table) => [unique('loan_term_rules_type_date_unique').on(table.loanTypeId, table.effectiveFrom)],
);

/** Longest term by amount (ihtiyaç): amounts up to and including max_amount; NULL closes the set. */
export const loanTermCaps = pgTable(
  'loan_term_caps',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    loanTypeId: loanTypeId(),
    effectiveFrom: effectiveFrom(),
    maxAmount: lira('max_amount'),
    maxTerm: integer('max_term').notNull(),
  },
  (table) => [index('loan_term_caps_type_date_idx').on(table.loanTypeId, table.effectiveFrom)],
);

/** Vehicle loan-to-value bands (taşıt), keyed on the kasko value up to and including max_vehicle_value. */
export const vehicleLoanBands = pgTable(
  'vehicle_loan_bands',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    loanTypeId: loanTypeId(),
    effectiveFrom: effectiveFrom(),
    maxVehicleValue: lira('max_vehicle_value'),
    maxLoanRatio: percent('max_loan_ratio').notNull(),
    maxTerm: integer('max_term').notNull(),
  },
  (table) => [
    index('vehicle_loan_bands_type_date_idx').on(table.loanTypeId, table.effectiveFrom),
    check('vehicle_loan_bands_ratio_range', sql`${table.maxLoanRatio} >= 0 and ${table.maxLoanRatio} <= 100`),
  ],
);

/** Bank offers. The logo is a path under /api/media/banks/ or NULL; a NULL bank name shows 'Bilinmeyen Banka'. */
export const bankOffers = pgTable(
  'bank_offers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    loanTypeId: loanTypeId(),
    bankName: varchar('bank_name', { length: 120 }),
    bankLogo: varchar('bank_logo', { length: 300 }),
    minAmount: lira('min_amount').notNull(),
    maxAmount: lira('max_amount').notNull(),
    maxTerm: integer('max_term').notNull(),
    monthlyRate: percent('monthly_rate').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('bank_offers_type_active_idx').on(table.loanTypeId, table.active)],
);

/**
 * How many calculations were made, per Istanbul day, loan type ('genel' when none was named) and amount band:
 * the admin dashboard's 'Kredi Hesaplamaları'. Nothing about the visitor is kept.
 */
export const loanCalculationCounts = pgTable(
  'loan_calculation_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    loanType: varchar('loan_type', { length: 40 }).notNull(),
    amountBand: varchar('amount_band', { length: 40 }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.loanType, table.amountBand] })],
);

/**
 * One row whose counter moves with every change to the calculator's data (loan types, their rules and the bank
 * offers; statement triggers, migration 0009): each API instance compares it to drop its cached public answers.
 * The calculation counts are not part of it: they move on every calculation and no public answer shows them.
 */
export const calculatorRevision = pgTable('calculator_revision', {
  id: smallint('id').primaryKey(),
  revision: bigint('revision', { mode: 'number' }).notNull().default(0),
});

export type LoanTypeRow = typeof loanTypes.$inferSelect;
export type BankOfferRow = typeof bankOffers.$inferSelect;
