import { baseApi } from '@kredi/kernel/api';
import type { BankOffer, CalculationRequest, CalculationResult, LoanType } from '@kredi/contracts/calculator';

/** The calculator API (docs/calculator.md); anonymous. */
export const calculatorApi = baseApi.enhanceEndpoints({ addTagTypes: ['LoanTypes', 'BankOffers'] }).injectEndpoints({
  endpoints: (build) => ({
    getLoanTypes: build.query<LoanType[], void>({ query: () => '/kredi/kredi-turleri/', providesTags: ['LoanTypes'] }),
    getBankOffers: build.query<BankOffer[], string>({
      query: (loanTypeId) => ({ url: '/kredi/teklifler/', params: { kredi_turu: loanTypeId, aktif: true } }),
      providesTags: ['BankOffers'],
    }),
    calculateLoan: build.mutation<CalculationResult, CalculationRequest>({
      query: (body) => ({ url: '/kredi/hesapla/', method: 'POST', body }),
    }),
  }),
});

export const { useGetLoanTypesQuery, useGetBankOffersQuery, useCalculateLoanMutation } = calculatorApi;
