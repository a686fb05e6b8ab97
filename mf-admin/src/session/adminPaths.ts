/** Every path of the admin area, in one place (routes, links and redirects read them from here). */
export const ADMIN_PATHS = {
  root: '/admin',
  login: '/admin/login',
  dashboard: '/admin/dashboard',
  formulas: '/admin/kredi-formuller',
  blog: '/admin/blog',
  newPost: '/admin/blog/yeni',
  editPost: (id: number | string) => `/admin/blog/${id}`,
  editPostPattern: '/admin/blog/:id',
  categories: '/admin/blog/kategoriler',
  audit: '/admin/denetim',
  staff: '/admin/personel',
  calculatorData: '/admin/hesaplama-verileri',
  reports: '/admin/raporlar',
} as const;
