import { baseApi, type LeadSource } from '@kredi/shared';
import { usersBaseQuery } from './usersBaseQuery';

/** Bodies of the users API (spec 7.2). The browser never sends `ip`: the server records the address it sees. */
export interface RegisterBody {
  name: string;
  surname: string;
  phone: string;
}

export interface VerifyBody {
  phone: string;
  verification_code: string;
}

export type CustomerSource = LeadSource;

export interface AddCustomerBody {
  phone: string;
  age: number;
  city: string;
  sgk_status: number;
  legal_followup: number;
  last_credit_usage: number;
  current_account_limit: number;
  monthly_credit_payment: number;
  last_3_months_credit_applications: number;
  /** YYYY-MM-DD, or '' when the birth date was not asked. */
  birth_date: string;
  tc: string;
  gender: string;
  home_index: '0';
  info_index: '0';
  findeks_index: '0';
  kvkk_is_verified: true;
  verification_code: string;
  source: CustomerSource;
  name: string;
  surname: string;
  findeks_score: number;
  findeks_flag?: true;
}

export interface CallMeBody {
  phone: string;
  callme: true;
  verification_code: string;
}

export interface SubmitResult {
  /** The one field read from the add-customer answer; null when it is missing or not a number. */
  creditLimit: number | null;
}

function readCreditLimit(data: unknown): SubmitResult {
  const value = (data as { credit_limit?: unknown } | null)?.credit_limit;
  return { creditLimit: typeof value === 'number' && Number.isFinite(value) ? value : null };
}

export const usersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    registerPhone: build.mutation<null, RegisterBody>({
      queryFn: async (body, api, extra) => {
        const result = await usersBaseQuery({ path: 'register/', body }, api, extra);
        return result.error ? { error: result.error } : { data: null };
      },
    }),
    verifyPhone: build.mutation<null, VerifyBody>({
      queryFn: async (body, api, extra) => {
        const result = await usersBaseQuery({ path: 'verify/', body }, api, extra);
        return result.error ? { error: result.error } : { data: null };
      },
    }),
    addCustomer: build.mutation<SubmitResult, AddCustomerBody>({
      queryFn: async (body, api, extra) => {
        const result = await usersBaseQuery({ path: 'add-customer/', body }, api, extra);
        return result.error ? { error: result.error } : { data: readCreditLimit(result.data) };
      },
    }),
    requestCallMe: build.mutation<null, CallMeBody>({
      queryFn: async (body, api, extra) => {
        const result = await usersBaseQuery({ path: 'add-customer/', body }, api, extra);
        return result.error ? { error: result.error } : { data: null };
      },
    }),
  }),
});

export const { useRegisterPhoneMutation, useVerifyPhoneMutation, useAddCustomerMutation, useRequestCallMeMutation } = usersApi;
