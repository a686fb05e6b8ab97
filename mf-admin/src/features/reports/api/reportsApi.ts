import { baseApi } from '@kredi/kernel/api';
import type { FirstResponseReport } from '@kredi/contracts/crm';
import type { CalculatorReport, FunnelReport, LeadsReport, ReportQuery, StaffReport, VitalsReport } from '@kredi/contracts/reports';

const admin = { auth: 'admin' } as const;
const params = (query: ReportQuery) => `from=${query.from}&to=${query.to}&group=${query.group ?? 'gun'}`;

/** /api/admin/reports/...: one query per section, so each table loads and fails on its own. */
export const reportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getFunnelReport: build.query<FunnelReport, ReportQuery>({ query: (q) => `/admin/reports/funnel/?${params(q)}`, extraOptions: admin }),
    getLeadsReport: build.query<LeadsReport, ReportQuery>({ query: (q) => `/admin/reports/leads/?${params(q)}`, extraOptions: admin }),
    getStaffReport: build.query<StaffReport, ReportQuery>({ query: (q) => `/admin/reports/staff/?${params(q)}`, extraOptions: admin }),
    getCalculatorReport: build.query<CalculatorReport, ReportQuery>({
      query: (q) => `/admin/reports/calculator/?${params(q)}`,
      extraOptions: admin,
    }),
    getVitalsReport: build.query<VitalsReport, ReportQuery>({ query: (q) => `/admin/reports/vitals/?${params(q)}`, extraOptions: admin }),
    getFirstResponseReport: build.query<FirstResponseReport, ReportQuery>({
      query: (q) => `/admin/reports/first-response/?${params(q)}`,
      extraOptions: admin,
    }),
  }),
});

export const {
  useGetFunnelReportQuery,
  useGetLeadsReportQuery,
  useGetStaffReportQuery,
  useGetCalculatorReportQuery,
  useGetVitalsReportQuery,
  useGetFirstResponseReportQuery,
} = reportsApi;
