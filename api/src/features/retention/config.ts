import {
  RETENTION_CATEGORIES,
  RETENTION_DEFAULT_INTERVAL_DAYS,
  RETENTION_MAX_INTERVAL_DAYS,
  RETENTION_POLICY,
  type RetentionRule,
} from '@kredi/contracts/admin';
import { positiveInt } from '../users/public.js';

type Env = Record<string, string | undefined>;

/** The periods are the consultancy's to choose: up to 30 years each, checked at start-up like every setting. */
const MAX_PERIOD_DAYS = 30 * 366;

/** Settings of the retention policy and its destruction job (docs/retention.md). */
export interface RetentionConfig {
  /** One rule per category, in the policy's order, with the period from its setting. */
  rules: RetentionRule[];
  /** Days between two scheduled runs (RETENTION_INTERVAL_DAYS, 90; at most six months). */
  intervalDays: number;
  /** How often each API instance checks whether a run is due (RETENTION_TICK_SECONDS, 3600). */
  tickMs: number;
}

export function loadRetentionConfig(env: Env): RetentionConfig {
  return {
    rules: RETENTION_CATEGORIES.map((category) => {
      const info = RETENTION_POLICY[category];
      return { category, action: info.action, days: positiveInt(env, info.setting, info.defaultDays, MAX_PERIOD_DAYS) };
    }),
    intervalDays: positiveInt(env, 'RETENTION_INTERVAL_DAYS', RETENTION_DEFAULT_INTERVAL_DAYS, RETENTION_MAX_INTERVAL_DAYS),
    tickMs: positiveInt(env, 'RETENTION_TICK_SECONDS', 3600, 24 * 3600) * 1000,
  };
}
