import { Type, type Static } from '@sinclair/typebox';
import { RETENTION_ACTIONS, RETENTION_CATEGORIES, RETENTION_TRIGGERS } from './policy';

const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)));

const RetentionCategorySchema = literals(RETENTION_CATEGORIES);
const RetentionActionSchema = literals(Object.keys(RETENTION_ACTIONS) as (keyof typeof RETENTION_ACTIONS)[]);

/** One rule of the policy as it is in force: the category's period from the settings. */
export const RetentionRuleSchema = Type.Object({
  category: RetentionCategorySchema,
  action: RetentionActionSchema,
  days: Type.Integer(),
});
export type RetentionRule = Static<typeof RetentionRuleSchema>;

/** What one rule did in a run: how many records, never whose. */
export const RetentionRunItemSchema = Type.Object({
  category: RetentionCategorySchema,
  action: RetentionActionSchema,
  days: Type.Integer(),
  /** Records older than this instant were destroyed. */
  cutoff: Type.String({ format: 'date-time' }),
  count: Type.Integer(),
});
export type RetentionRunItem = Static<typeof RetentionRunItemSchema>;

export const RetentionRunSchema = Type.Object({
  id: Type.Integer(),
  trigger: literals(Object.keys(RETENTION_TRIGGERS) as (keyof typeof RETENTION_TRIGGERS)[]),
  /** The admin who started a manual run (null for a scheduled one). */
  startedBy: Type.Union([Type.String(), Type.Null()]),
  startedAt: Type.String({ format: 'date-time' }),
  finishedAt: Type.String({ format: 'date-time' }),
  items: Type.Array(RetentionRunItemSchema),
});
export type RetentionRun = Static<typeof RetentionRunSchema>;

export const RetentionOverviewSchema = Type.Object({
  rules: Type.Array(RetentionRuleSchema),
  intervalDays: Type.Integer(),
  lastRun: Type.Union([RetentionRunSchema, Type.Null()]),
  nextRunAt: Type.String({ format: 'date-time' }),
  /** The runs of the last three years, newest first. */
  runs: Type.Array(RetentionRunSchema),
});
export type RetentionOverview = Static<typeof RetentionOverviewSchema>;
