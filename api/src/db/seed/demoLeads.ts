import { CRM_STAGES, type CrmStage } from '@kredi/contracts/crm';
import {
  AYLIK_ODEME_OPTIONS,
  BASVURU_ADEDI_OPTIONS,
  FINDEKS_OPTIONS,
  KANUNI_TAKIP_OPTIONS,
  MEVCUT_LIMIT_OPTIONS,
  PROVINCES,
  SGK_OPTIONS,
  SON_KREDI_OPTIONS,
  YAS_OPTIONS,
  type FormOption,
} from '@kredi/contracts/users';
import { KVKK_NOTICE_VERSION } from '@kredi/contracts/users';
import type { Database } from '../client.js';
import { withSearchText } from '../customerSearchText.js';
import { customerFollowUps, customers, kvkkConsents, phoneVerifications, users } from '../schema/index.js';

/**
 * Made-up leads for the demo and the 100k benchmark: the same generator, deterministic from a seed, so a run can
 * be repeated. Each lead is stored the way the users API stores one (user, verified code, customer, consent),
 * plus a few follow-ups written by the given staff.
 */

export const DEMO_FIRST_NAMES = [
  'Ayşe',
  'Fatma',
  'Zeynep',
  'Elif',
  'Şule',
  'Gülşen',
  'Özge',
  'İrem',
  'Çiğdem',
  'Büşra',
  'Mehmet',
  'Mustafa',
  'Ahmet',
  'Ali',
  'Hüseyin',
  'İsmail',
  'Oğuz',
  'Çağrı',
  'Ümit',
  'Şükrü',
  'Işıl',
  'Emre',
  'Burak',
  'Gökhan',
  'Serkan',
];
export const DEMO_LAST_NAMES = [
  'Yılmaz',
  'Kaya',
  'Demir',
  'Şahin',
  'Çelik',
  'Yıldız',
  'Yıldırım',
  'Öztürk',
  'Aydın',
  'Özdemir',
  'Arslan',
  'Doğan',
  'Kılıç',
  'Aslan',
  'Çetin',
  'Kara',
  'Koç',
  'Kurt',
  'Özkan',
  'Şimşek',
  'Işık',
  'Güneş',
  'Ünal',
  'Erdoğan',
  'Gümüş',
];
const SOURCES = ['', 'google', 'instagram', 'facebook', 'tiktok', 'x'];
export const DEMO_NOTES = [
  'Müşteri arandı, limit bilgisi verildi.',
  'Ulaşılamadı, akşam tekrar aranacak.',
  'Şubeye gelmek için randevu istedi.',
  'Limit düşük bulundu, başka bankaları soracak.',
  'Evrakları e-posta ile gönderecek.',
];

/** Small deterministic PRNG (mulberry32): the same seed gives the same leads. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rng: () => number, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;
const pickValue = (rng: () => number, options: readonly FormOption[]) => pick(rng, options).value;

export interface DemoLeadOptions {
  /** How many leads. */
  count: number;
  /** Phones are 53XXXXXXXX from this offset on (unique per lead; separate runs use separate ranges). */
  phoneOffset: number;
  seed: number;
  /** Leads are spread over this many days before `now`, oldest first. */
  days: number;
  now: Date;
  /** Staff who wrote the demo follow-ups (id and name). */
  staff: ReadonlyArray<{ id: number; fullName: string }>;
}

const DAY_MS = 24 * 60 * 60_000;
const BATCH = 500;

interface FollowUpDraft {
  note: string;
  fromStage: CrmStage | null;
  toStage: CrmStage | null;
  nextContactAt: Date | null;
  createdAt: Date;
  staff: { id: number; fullName: string };
}

/** Inserts the leads in batches; returns how many customers and follow-ups were written. */
export async function insertDemoLeads(db: Database, options: DemoLeadOptions): Promise<{ customers: number; followUps: number }> {
  const rng = seededRandom(options.seed);
  let followUpCount = 0;
  for (let startIndex = 0; startIndex < options.count; startIndex += BATCH) {
    const size = Math.min(BATCH, options.count - startIndex);
    const drafts = Array.from({ length: size }, (_, k) => {
      const index = startIndex + k;
      const name = pick(rng, DEMO_FIRST_NAMES);
      const surname = pick(rng, DEMO_LAST_NAMES);
      const phone = `53${String(options.phoneOffset + index).padStart(8, '0')}`;
      const createdAt = new Date(options.now.getTime() - options.days * DAY_MS * (1 - index / options.count) - 60_000);
      return { index, name, surname, phone, createdAt };
    });
    await db.transaction(async (tx) => {
      const userRows = await tx
        .insert(users)
        .values(drafts.map((d) => ({ phone: d.phone, name: d.name, surname: d.surname, createdAt: d.createdAt, updatedAt: d.createdAt })))
        .returning({ id: users.id, phone: users.phone });
      const userIdOf = new Map(userRows.map((u) => [u.phone, u.id]));
      const verificationRows = await tx
        .insert(phoneVerifications)
        .values(
          drafts.map((d) => ({
            userId: userIdOf.get(d.phone)!,
            phone: d.phone,
            // A verified code nobody can know: a random-looking hash, never a real code's.
            codeHash: Math.floor(rng() * 2 ** 52)
              .toString(16)
              .padStart(64, '0'),
            status: 'verified' as const,
            ip: '127.0.0.1',
            createdAt: d.createdAt,
            expiresAt: d.createdAt,
            sentAt: d.createdAt,
            verifiedAt: d.createdAt,
            verifiedUntil: d.createdAt,
          })),
        )
        .returning({ id: phoneVerifications.id, phone: phoneVerifications.phone });
      const verificationOf = new Map(verificationRows.map((v) => [v.phone, v.id]));

      const followUpsOf = new Map<string, FollowUpDraft[]>();
      const customerValues = drafts.map((d) => {
        const findeks = pickValue(
          rng,
          FINDEKS_OPTIONS.filter((o) => o.value !== 0),
        );
        const limit = Math.round(rng() * 400) * 1000;
        const city = pick(rng, PROVINCES);
        let stage: CrmStage = 'aranacak';
        const history: FollowUpDraft[] = [];
        const notes = Math.floor(rng() * 4);
        for (let n = 0; n < notes; n += 1) {
          const next = rng() < 0.6 ? pick(rng, CRM_STAGES) : null;
          // An hour apart after the lead, never in the future.
          const createdAt = new Date(Math.min(d.createdAt.getTime() + (n + 1) * 3_600_000, options.now.getTime()));
          const plan = rng();
          // Spread next contacts around now: overdue, today and later.
          const nextContactAt = plan < 0.5 ? new Date(options.now.getTime() + Math.round((rng() * 6 - 2) * DAY_MS)) : null;
          history.push({
            note: pick(rng, DEMO_NOTES),
            fromStage: next ? stage : null,
            toStage: next,
            nextContactAt,
            createdAt,
            staff: pick(rng, options.staff),
          });
          if (next) stage = next;
        }
        followUpsOf.set(d.phone, history);
        const last = history[history.length - 1];
        return withSearchText({
          userId: userIdOf.get(d.phone)!,
          verificationId: verificationOf.get(d.phone)!,
          name: d.name,
          surname: d.surname,
          fullName: `${d.name} ${d.surname}`,
          phone: d.phone,
          city,
          location: city,
          age: pickValue(rng, YAS_OPTIONS),
          sgkStatus: pickValue(rng, SGK_OPTIONS),
          legalFollowup: pickValue(rng, KANUNI_TAKIP_OPTIONS),
          lastCreditUsage: pickValue(rng, SON_KREDI_OPTIONS),
          currentAccountLimit: pickValue(rng, MEVCUT_LIMIT_OPTIONS),
          monthlyCreditPayment: pickValue(rng, AYLIK_ODEME_OPTIONS),
          last3MonthsCreditApplications: pickValue(rng, BASVURU_ADEDI_OPTIONS),
          findeksScore: findeks,
          calculatedCreditLimit: limit,
          recommendedLimit: Math.round(limit * 0.8),
          crmStage: stage,
          source: pick(rng, SOURCES),
          ip: '127.0.0.1',
          kvkkIsVerified: true,
          callme: rng() < 0.2,
          crmNote: last?.note ?? '',
          nextContactAt: last?.nextContactAt ?? null,
          createdAt: d.createdAt,
          updatedAt: last?.createdAt ?? d.createdAt,
        });
      });
      const customerRows = await tx.insert(customers).values(customerValues).returning({
        id: customers.id,
        phone: customers.phone,
        userId: customers.userId,
        verificationId: customers.verificationId,
        createdAt: customers.createdAt,
      });
      await tx.insert(kvkkConsents).values(
        customerRows.map((c) => ({
          customerId: c.id,
          userId: c.userId,
          verificationId: c.verificationId!,
          phone: c.phone,
          ip: '127.0.0.1',
          noticeVersion: KVKK_NOTICE_VERSION,
          consentedAt: c.createdAt,
        })),
      );
      const followUpValues = customerRows.flatMap((c) =>
        (followUpsOf.get(c.phone) ?? []).map((f) => ({
          customerId: c.id,
          staffId: f.staff.id,
          staffName: f.staff.fullName,
          note: f.note,
          fromStage: f.fromStage,
          toStage: f.toStage,
          nextContactAt: f.nextContactAt,
          createdAt: f.createdAt,
        })),
      );
      if (followUpValues.length > 0) await tx.insert(customerFollowUps).values(followUpValues);
      followUpCount += followUpValues.length;
    });
  }
  return { customers: options.count, followUps: followUpCount };
}
