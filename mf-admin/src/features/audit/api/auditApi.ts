import { baseApi } from '@kredi/kernel/api';
import type { AdminAuditEntity, AdminAuditPage } from '@kredi/contracts/admin';

export interface AuditPageArgs {
  before?: number;
  entity?: AdminAuditEntity;
}

/** GET /api/admin/audit/: fresh on every visit (other admins keep changing things). */
export const auditApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listAudit: build.query<AdminAuditPage, AuditPageArgs>({
      query: ({ before, entity }) => ({ url: '/admin/audit/', params: { ...(before ? { before } : {}), ...(entity ? { entity } : {}) } }),
      extraOptions: { auth: 'admin' },
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useListAuditQuery } = auditApi;
