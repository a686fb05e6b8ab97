import { Type, type Static } from '@sinclair/typebox';
import { turkishErrors } from '../common/wire';
import { FUNNEL_STEP_IDS, SOURCE_MAX_LENGTH } from './funnel';
import { REPORT_GROUPS, reportMessages } from './range';
import { VITAL_METRICS, VITAL_PATH_MAX_LENGTH } from './vitals';

/* Wire shapes of the reports (GET /api/admin/reports/...) and of the two anonymous beacons (POST /api/olcum/...). */

const day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', ...turkishErrors(reportMessages.badRange) });

export const ReportQuery = Type.Object({
  from: day,
  to: day,
  group: Type.Optional(
    Type.Union(
      REPORT_GROUPS.map((g) => Type.Literal(g)),
      turkishErrors(reportMessages.badRange),
    ),
  ),
});
export type ReportQuery = Static<typeof ReportQuery>;

/** A count under a key (a city, a stage, a band, a source, a day or week). */
export const KeyCount = Type.Object({ key: Type.String(), count: Type.Integer() });
export type KeyCount = Static<typeof KeyCount>;

const stepCounts = Type.Record(Type.String(), Type.Integer());

export const FunnelReport = Type.Object({
  steps: Type.Array(
    Type.Object({ step: Type.String(), label: Type.String(), count: Type.Integer(), drop: Type.Union([Type.Number(), Type.Null()]) }),
  ),
  by_period: Type.Array(Type.Object({ period: Type.String(), counts: stepCounts })),
  by_source: Type.Array(Type.Object({ source: Type.String(), counts: stepCounts })),
});
export type FunnelReport = Static<typeof FunnelReport>;

const answerSpeed = Type.Object({
  total: Type.Integer(),
  answered: Type.Integer(),
  median_minutes: Type.Union([Type.Number(), Type.Null()]),
});

export const LeadsReport = Type.Object({
  total: Type.Integer(),
  converted: Type.Integer({ description: "'Şubeye Gelecek' aşamasındaki başvurular" }),
  by_city: Type.Array(KeyCount),
  by_score_band: Type.Array(KeyCount),
  by_stage: Type.Array(KeyCount),
  by_source: Type.Array(KeyCount),
  by_period: Type.Array(KeyCount),
  callbacks: answerSpeed,
  contacts: answerSpeed,
});
export type LeadsReport = Static<typeof LeadsReport>;

export const StaffReport = Type.Array(
  Type.Object({
    name: Type.String(),
    handled: Type.Integer({ description: 'Aralıkta ilk teması bu personelin yaptığı başvurular' }),
    median_first_contact_minutes: Type.Union([Type.Number(), Type.Null()]),
    outcomes: stepCounts,
  }),
);
export type StaffReport = Static<typeof StaffReport>;

export const CalculatorReport = Type.Object({
  total: Type.Integer(),
  by_type: Type.Array(KeyCount),
  by_band: Type.Array(KeyCount),
  by_period: Type.Array(KeyCount),
});
export type CalculatorReport = Static<typeof CalculatorReport>;

export const VitalsReport = Type.Array(
  Type.Object({
    day: Type.String(),
    path: Type.String(),
    metric: Type.Union(VITAL_METRICS.map((m) => Type.Literal(m))),
    p75: Type.Union([Type.Number(), Type.Null()]),
    goal: Type.Union([Type.Number(), Type.Null()]),
    samples: Type.Integer(),
  }),
);
export type VitalsReport = Static<typeof VitalsReport>;

/** POST /api/olcum/olay/: one funnel step of one visit (the browser sends each step once per visit). */
export const FunnelEventBody = Type.Object(
  {
    adim: Type.Union(
      FUNNEL_STEP_IDS.map((s) => Type.Literal(s)),
      turkishErrors(reportMessages.badStep),
    ),
    kaynak: Type.String({ maxLength: SOURCE_MAX_LENGTH }),
  },
  { additionalProperties: false },
);
export type FunnelEventBody = Static<typeof FunnelEventBody>;

/** POST /api/olcum/hiz/: a page's measurements (sent as text/plain by navigator.sendBeacon). */
export const VitalsBeaconBody = Type.Object(
  {
    yol: Type.String({ minLength: 1, maxLength: 2000 }),
    baglanti: Type.String({ maxLength: 20 }),
    olcumler: Type.Array(
      Type.Object(
        { ad: Type.Union(VITAL_METRICS.map((m) => Type.Literal(m))), deger: Type.Number({ minimum: 0, maximum: 600_000 }) },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 8 },
    ),
  },
  { additionalProperties: false },
);
export type VitalsBeaconBody = Static<typeof VitalsBeaconBody>;

export { VITAL_PATH_MAX_LENGTH };
