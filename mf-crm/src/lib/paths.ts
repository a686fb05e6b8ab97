/** The CRM's pages (docs/architecture.md, 'Routing'). */
export const CRM_PATHS = {
  login: '/crm/login',
  dashboard: '/crm/dashboard',
  security: '/crm/guvenlik',
  board: '/crm/pano',
  kvkkRequests: '/crm/kvkk-basvurulari',
  notifications: '/crm/bildirimler',
  customer: (id: number | string) => `/crm/customer/${id}`,
} as const;
