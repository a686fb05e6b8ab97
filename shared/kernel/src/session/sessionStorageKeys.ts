/** Browser-storage keys of the sessions (spec 3 and 4: token, personel, admin_token). */
export const SESSION_KEYS = {
  crmToken: 'token',
  crmPersonel: 'personel',
  adminToken: 'admin_token',
} as const;
