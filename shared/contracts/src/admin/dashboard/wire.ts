import { Type, type Static } from '@sinclair/typebox';

/* The admin dashboard (docs/admin.md, 'Dashboard'): three cards with real counts and the recent posts with real view counts. */

export const DashboardCardSchema = Type.Object({
  total: Type.Integer(),
  last_30_days: Type.Integer(),
  previous_30_days: Type.Integer(),
  /** Percent, one decimal; null when the previous 30 days had none. */
  change_percent: Type.Union([Type.Number(), Type.Null()]),
});
export type DashboardCard = Static<typeof DashboardCardSchema>;

export const DashboardRecentPostSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  slug: Type.String(),
  published: Type.Boolean(),
  view_count: Type.Integer(),
  created_at: Type.String({ format: 'date-time' }),
});
export type DashboardRecentPost = Static<typeof DashboardRecentPostSchema>;

export const DASHBOARD_RECENT_POSTS = 3;

export const AdminDashboardResponse = Type.Object({
  cards: Type.Object({
    /** 'Toplam Kullanıcı': people who started the credit form (users API accounts). */
    users: DashboardCardSchema,
    /** 'Kredi Hesaplamaları': calculations made with the loan calculator. */
    calculations: DashboardCardSchema,
    /** 'Başvuru Sayısı': completed credit-form applications. */
    applications: DashboardCardSchema,
  }),
  recent_posts: Type.Array(DashboardRecentPostSchema),
});
export type AdminDashboardResponse = Static<typeof AdminDashboardResponse>;
