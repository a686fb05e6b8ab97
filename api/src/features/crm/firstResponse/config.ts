import { FIRST_RESPONSE_DEFAULT_MINUTES } from '@kredi/contracts/crm';
import { positiveInt } from '../../users/public.js';

type Env = Record<string, string | undefined>;

/** Settings of the first-response clock and its escalation (docs/crm.md 'First response', 'Settings'). */
export interface FirstResponseConfig {
  /** The target, in working minutes (CRM_FIRST_RESPONSE_MINUTES, 5). */
  targetMinutes: number;
  /** At 3x the target the lead goes to the next 'personel' on duty (CRM_FIRST_RESPONSE_REASSIGN, on); off: notify only. */
  reassign: boolean;
  /** How often each API instance runs the escalation pass (CRM_FIRST_RESPONSE_TICK_SECONDS, 15). */
  tickMs: number;
}

const OFF = new Set(['0', 'false', 'off', 'no', 'hayir', 'hayır']);

export function loadFirstResponseConfig(env: Env): FirstResponseConfig {
  const reassign = env.CRM_FIRST_RESPONSE_REASSIGN?.trim().toLowerCase();
  return {
    targetMinutes: positiveInt(env, 'CRM_FIRST_RESPONSE_MINUTES', FIRST_RESPONSE_DEFAULT_MINUTES, 8 * 60),
    reassign: reassign === undefined || reassign === '' || !OFF.has(reassign),
    tickMs: positiveInt(env, 'CRM_FIRST_RESPONSE_TICK_SECONDS', 15, 3600) * 1000,
  };
}
