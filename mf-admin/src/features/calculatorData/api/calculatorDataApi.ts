import { baseApi } from '@kredi/kernel/api';
import type {
  AdminBankOfferBody,
  AdminCalculatorData,
  AdminLoanType,
  AdminLoanTypeBody,
  AdminTaxRateBody,
  AdminTermCapsBody,
  AdminVehicleBandsBody,
  RuleKind,
} from '@kredi/contracts/admin';
import type { BankOffer } from '@kredi/contracts/calculator';
import { CALCULATOR_CACHE_TAGS } from '@kredi/contracts/calculator';
import type { MessageResponse } from '@kredi/contracts/common';

const admin = { auth: 'admin' } as const;

/** Every change also invalidates the public calculator's data in this page's store. */
const changed = ['AdminCalculatorData', CALCULATOR_CACHE_TAGS.loanTypes, CALCULATOR_CACHE_TAGS.offers] as const;

/** /api/admin/calculator/...: loan types, bank offers and the dated rules. */
export const calculatorDataApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['AdminCalculatorData', CALCULATOR_CACHE_TAGS.loanTypes, CALCULATOR_CACHE_TAGS.offers] })
  .injectEndpoints({
    endpoints: (build) => ({
      getCalculatorData: build.query<AdminCalculatorData, void>({
        query: () => '/admin/calculator/',
        extraOptions: admin,
        providesTags: ['AdminCalculatorData'],
      }),
      updateLoanType: build.mutation<AdminLoanType, { id: string; body: AdminLoanTypeBody }>({
        query: ({ id, body }) => ({ url: `/admin/calculator/loan-types/${id}/`, method: 'PUT', body }),
        extraOptions: admin,
        invalidatesTags: [...changed],
      }),
      saveOffer: build.mutation<BankOffer, { id: number | null; body: AdminBankOfferBody }>({
        query: ({ id, body }) => ({
          url: id === null ? '/admin/calculator/offers/' : `/admin/calculator/offers/${id}/`,
          method: id === null ? 'POST' : 'PUT',
          body,
        }),
        extraOptions: admin,
        invalidatesTags: [...changed],
      }),
      deleteOffer: build.mutation<MessageResponse, number>({
        query: (id) => ({ url: `/admin/calculator/offers/${id}/`, method: 'DELETE' }),
        extraOptions: admin,
        invalidatesTags: [...changed],
      }),
      addTaxRate: build.mutation<MessageResponse, AdminTaxRateBody>({
        query: (body) => ({ url: '/admin/calculator/tax-rates/', method: 'POST', body }),
        extraOptions: admin,
        invalidatesTags: [...changed],
      }),
      addTermCaps: build.mutation<MessageResponse, AdminTermCapsBody>({
        query: (body) => ({ url: '/admin/calculator/term-caps/', method: 'POST', body }),
        extraOptions: admin,
        invalidatesTags: [...changed],
      }),
      addVehicleBands: build.mutation<MessageResponse, AdminVehicleBandsBody>({
        query: (body) => ({ url: '/admin/calculator/vehicle-bands/', method: 'POST', body }),
        extraOptions: admin,
        invalidatesTags: [...changed],
      }),
      deleteRule: build.mutation<MessageResponse, { kind: RuleKind; loanType: string; day: string }>({
        query: ({ kind, loanType, day }) => ({
          url: `/admin/calculator/rules/${kind}/`,
          method: 'DELETE',
          params: { kredi_turu: loanType, yururluk: day },
        }),
        extraOptions: admin,
        invalidatesTags: [...changed],
      }),
    }),
  });

export const {
  useGetCalculatorDataQuery,
  useUpdateLoanTypeMutation,
  useSaveOfferMutation,
  useDeleteOfferMutation,
  useAddTaxRateMutation,
  useAddTermCapsMutation,
  useAddVehicleBandsMutation,
  useDeleteRuleMutation,
} = calculatorDataApi;
