/** Browser-storage keys of the sessions (token, personel, admin_token: the names the product spec gives). */
export const SESSION_KEYS = {
  crmToken: 'token',
  crmPersonel: 'personel',
  adminToken: 'admin_token',
} as const;
