import { baseApi } from '@kredi/kernel/api';
import type {
  AssignBody,
  BulkAssignBody,
  BulkResponse,
  BulkStageBody,
  CustomerDetail,
  CustomerEditBody,
  OnDutyResponse,
  StaffOptionsResponse,
} from '@kredi/contracts/crm';

const crm = { auth: 'crm' } as const;
const TAGS = ['CrmStaff', 'CrmCustomers', 'CrmCustomer', 'CrmStats', 'CrmTimeline', 'CrmFollowUps'] as const;

/**
 * Owner, bulk actions and data edits: the staff picker, the on-duty switch, assigning one or many
 * customers, a bulk stage change and the rectification form. Every change reloads the list, the file and the timeline.
 */
export const ownerApi = baseApi.enhanceEndpoints({ addTagTypes: [...TAGS] }).injectEndpoints({
  endpoints: (build) => ({
    crmStaff: build.query<StaffOptionsResponse, void>({ query: () => 'crm/personel/', providesTags: ['CrmStaff'], extraOptions: crm }),
    setOnDuty: build.mutation<OnDutyResponse, boolean>({
      query: (gorevde) => ({ url: 'crm/personel/gorev/', method: 'POST', body: { gorevde } }),
      invalidatesTags: ['CrmStaff'],
      extraOptions: crm,
    }),
    assignCustomer: build.mutation<BulkResponse, { id: number } & AssignBody>({
      query: ({ id, personel_id }) => ({ url: `crm/musteriler/${id}/ata/`, method: 'POST', body: { personel_id } }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'CrmCustomer', id }, { type: 'CrmTimeline', id }, 'CrmCustomers'],
      extraOptions: crm,
    }),
    bulkAssign: build.mutation<BulkResponse, BulkAssignBody>({
      query: (body) => ({ url: 'crm/musteriler/toplu/ata/', method: 'POST', body }),
      invalidatesTags: ['CrmCustomers', 'CrmCustomer', 'CrmTimeline'],
      extraOptions: crm,
    }),
    bulkStage: build.mutation<BulkResponse, BulkStageBody>({
      query: (body) => ({ url: 'crm/musteriler/toplu/durum/', method: 'POST', body }),
      invalidatesTags: ['CrmCustomers', 'CrmCustomer', 'CrmTimeline', 'CrmFollowUps', 'CrmStats'],
      extraOptions: crm,
    }),
    editCustomer: build.mutation<{ musteri: CustomerDetail; message: string }, { id: number; body: CustomerEditBody }>({
      query: ({ id, body }) => ({ url: `crm/musteriler/${id}/update/`, method: 'POST', body }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'CrmCustomer', id }, { type: 'CrmTimeline', id }, 'CrmCustomers'],
      extraOptions: crm,
    }),
  }),
});

export const {
  useCrmStaffQuery,
  useSetOnDutyMutation,
  useAssignCustomerMutation,
  useBulkAssignMutation,
  useBulkStageMutation,
  useEditCustomerMutation,
} = ownerApi;

/** The owner's name from the staff list ('Atanmamış' without one; '#id' for an account no longer active). */
export function ownerName(staff: StaffOptionsResponse | undefined, id: number | null, unassigned: string): string {
  if (id === null) return unassigned;
  return staff?.results.find((s) => s.id === id)?.ad_soyad ?? `#${id}`;
}
