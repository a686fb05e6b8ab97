/** The CRM's pages (spec 2.1). */
export const CRM_PATHS = {
  login: '/crm/login',
  dashboard: '/crm/dashboard',
  customer: (id: number | string) => `/crm/customer/${id}`,
} as const;
