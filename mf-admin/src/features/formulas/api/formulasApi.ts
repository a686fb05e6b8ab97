import { baseApi } from '@kredi/kernel/api';
import type { CreditFormula, CreditFormulaBody } from '@kredi/contracts/admin';
import type { LoanType } from '@kredi/contracts/calculator';
import type { MessageResponse } from '@kredi/contracts/common';

const admin = { auth: 'admin' } as const;

/** /api/admin/formulas/ (docs/admin.md, 'Credit formulas'): every change refetches the list. */
export const formulasApi = baseApi.enhanceEndpoints({ addTagTypes: ['CreditFormula'] }).injectEndpoints({
  endpoints: (build) => ({
    listFormulas: build.query<CreditFormula[], void>({
      query: () => '/admin/formulas/',
      extraOptions: admin,
      providesTags: ['CreditFormula'],
    }),
    /** The loan types with their taxes and active formula in force today: what the save check and preview use. */
    listFormulaLoanTypes: build.query<LoanType[], void>({
      query: () => '/kredi/kredi-turleri/',
      providesTags: ['CreditFormula'],
    }),
    createFormula: build.mutation<CreditFormula, CreditFormulaBody>({
      query: (body) => ({ url: '/admin/formulas/', method: 'POST', body }),
      extraOptions: admin,
      invalidatesTags: ['CreditFormula'],
    }),
    updateFormula: build.mutation<CreditFormula, { id: number; body: CreditFormulaBody }>({
      query: ({ id, body }) => ({ url: `/admin/formulas/${id}/`, method: 'PUT', body }),
      extraOptions: admin,
      invalidatesTags: ['CreditFormula'],
    }),
    setFormulaActive: build.mutation<CreditFormula, { id: number; active: boolean }>({
      query: ({ id, active }) => ({ url: `/admin/formulas/${id}/active/`, method: 'PATCH', body: { active } }),
      extraOptions: admin,
      invalidatesTags: ['CreditFormula'],
    }),
    deleteFormula: build.mutation<MessageResponse, number>({
      query: (id) => ({ url: `/admin/formulas/${id}/`, method: 'DELETE' }),
      extraOptions: admin,
      invalidatesTags: ['CreditFormula'],
    }),
  }),
});

export const {
  useListFormulasQuery,
  useListFormulaLoanTypesQuery,
  useCreateFormulaMutation,
  useUpdateFormulaMutation,
  useSetFormulaActiveMutation,
  useDeleteFormulaMutation,
} = formulasApi;
