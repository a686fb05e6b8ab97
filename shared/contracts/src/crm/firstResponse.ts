/**
 * The first-response clock (docs/crm.md 'First response'): every new lead, callback request and contact request waits
 * for its first real contact (a call outcome, a follow-up note, or the reply to a contact request), counted in working
 * time only (common/workingTime.ts). At 1x, 2x and 3x the target the escalation job takes one step each: the owner is
 * told, then the 'yönetici' on duty too, then the lead goes to the next 'personel' on duty (or, with reassignment off,
 * everyone is told again).
 */
import { Type, type Static } from '@sinclair/typebox';
import { addWorkingTime, workingTimeBetween } from '../common/workingTime';

export const FIRST_RESPONSE_DEFAULT_MINUTES = 5;

export const FIRST_RESPONSE_KINDS = ['basvuru', 'geri_arama', 'iletisim'] as const;
export type FirstResponseKind = (typeof FIRST_RESPONSE_KINDS)[number];
export const FIRST_RESPONSE_KIND_LABELS: Record<FirstResponseKind, string> = {
  basvuru: 'Yeni başvuru',
  geri_arama: 'Geri arama talebi',
  iletisim: 'İletişim talebi',
};

/** Steps of the escalation: each runs once, at `step` times the target. */
export const ESCALATION_STEPS = [1, 2, 3] as const;
export type EscalationStep = (typeof ESCALATION_STEPS)[number];
export const LAST_ESCALATION_STEP: EscalationStep = 3;

/** The instant a step is due: `step` times the target of working time after the arrival. */
export function escalationDueAt(arrivedAt: Date, targetMinutes: number, step: number): Date {
  return addWorkingTime(arrivedAt, step * targetMinutes * 60_000);
}

/** The clock as the list and the file receive it. */
export const FirstResponseClock = Type.Object({
  tur: Type.Union(FIRST_RESPONSE_KINDS.map((k) => Type.Literal(k))),
  gelis: Type.String({ description: 'Geliş zamanı (ISO 8601)' }),
  hedef: Type.String({ description: 'Hedef sürenin dolduğu an, yalnızca çalışma saatleri sayılarak (ISO 8601)' }),
  hedef_dk: Type.Integer({ description: 'Gelişte geçerli hedef süre (dakika)' }),
  yanit: Type.Union([Type.String(), Type.Null()], { description: 'İlk gerçek temas (ISO 8601), yoksa null' }),
  adim: Type.Integer({ minimum: 0, maximum: 3, description: 'Yapılan yükseltme adımları (0-3)' }),
});
export type FirstResponseClock = Static<typeof FirstResponseClock>;

export interface FirstResponseState {
  /** Working time waited until the first contact, or until now. */
  waitedMs: number;
  /** Working time left until the target; negative when overdue. */
  leftMs: number;
  answered: boolean;
  overdue: boolean;
}

/** The clock read at `now` (the list's and the card's figures). */
export function firstResponseState(clock: FirstResponseClock, now: Date): FirstResponseState {
  const arrived = new Date(clock.gelis);
  const end = clock.yanit ? new Date(clock.yanit) : now;
  const waitedMs = workingTimeBetween(arrived, end);
  const leftMs = clock.hedef_dk * 60_000 - waitedMs;
  return { waitedMs, leftMs, answered: clock.yanit !== null, overdue: leftMs < 0 };
}

/** '45 sn' below a minute would flicker: '1 dk’dan az', '4 dk', '1 sa 5 dk', '2 sa'. */
export function formatWorkingDuration(ms: number): string {
  const minutes = Math.floor(Math.abs(ms) / 60_000);
  if (minutes < 1) return '1 dk’dan az';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${minutes} dk`;
  return rest === 0 ? `${hours} sa` : `${hours} sa ${rest} dk`;
}

/** The two short texts of the clock: what was waited, and what is left (or how late it is). */
export function firstResponseTexts(state: FirstResponseState): { waited: string; left: string } {
  if (state.answered)
    return { waited: `İlk yanıt: ${formatWorkingDuration(state.waitedMs)}`, left: state.overdue ? 'Hedef aşıldı' : 'Hedefte' };
  return {
    waited: `Bekliyor: ${formatWorkingDuration(state.waitedMs)}`,
    left: state.overdue ? `${formatWorkingDuration(state.leftMs)} gecikti` : `Kalan: ${formatWorkingDuration(state.leftMs)}`,
  };
}

/** Who the escalation names, in the notice and on the timeline. */
export const ESCALATION_ACTOR = 'Sistem';

export const escalationTexts = {
  ownerTold: (target: number) => `İlk yanıt ${target} dk hedefini aştı: sorumlu personele bildirildi.`,
  managerTold: (target: number) => `İlk yanıt ${target * 2} dk oldu: görevdeki yöneticiye bildirildi.`,
  reassigned: (target: number, from: string, to: string) => `İlk yanıt ${target * 3} dk oldu: ${from} → ${to} olarak yeniden atandı.`,
  notifyOnly: (target: number) => `İlk yanıt ${target * 3} dk oldu: yeniden atama kapalı, yeniden bildirildi.`,
  nobodyToReassign: (target: number) => `İlk yanıt ${target * 3} dk oldu: görevde başka personel yok, yeniden bildirildi.`,
  /** The live notice: what waits and for how long, never a name or a phone. */
  notice: (kind: FirstResponseKind, waitedMs: number) =>
    `${FIRST_RESPONSE_KIND_LABELS[kind]} · ${formatWorkingDuration(waitedMs)} bekliyor`,
};

/** The staff report's first-response figures of one person (the owner when the lead arrived) or of everyone. */
const FirstResponseFigures = {
  leads: Type.Integer({ description: 'Aralıkta gelen başvuru ve talepler' }),
  answered: Type.Integer({ description: 'İlk teması yapılanlar' }),
  median_first_response_minutes: Type.Union([Type.Number(), Type.Null()], { description: 'Ortanca ilk yanıt süresi (çalışma dakikası)' }),
  within_target_share: Type.Union([Type.Number(), Type.Null()], {
    description: 'Hedef süre içinde yanıtlananların payı (0-1), hedefi dolmuş ya da yanıtlanmış kayıtlar arasında',
  }),
  escalations: Type.Integer({ description: 'Yükseltme adımları' }),
  reassignments: Type.Integer({ description: 'Gecikme nedeniyle başkasına atananlar' }),
};

export const FirstResponseReport = Type.Object({
  people: Type.Array(Type.Object({ name: Type.String(), ...FirstResponseFigures })),
  total: Type.Object(FirstResponseFigures),
});
export type FirstResponseReport = Static<typeof FirstResponseReport>;

/** The report's name for clocks that had no owner when they arrived. */
export const FIRST_RESPONSE_UNASSIGNED = 'Atanmamış';
