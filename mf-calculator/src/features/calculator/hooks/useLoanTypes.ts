import { useMemo } from 'react';
import { BUILT_IN_LOAN_TYPES, visibleLoanTypes, type LoanType } from '@kredi/contracts/calculator';
import { useGetLoanTypesQuery } from '../api/calculatorApi';

/**
 * The tabs: the server's loan types with the rules in force today; while they load and when the call fails (or
 * answers none), the four built-in types (docs/calculator.md).
 */
export function useLoanTypes(): { types: LoanType[]; loading: boolean } {
  const { data, isLoading } = useGetLoanTypesQuery();
  const types = useMemo(() => {
    const visible = visibleLoanTypes(data ?? []);
    return visible.length ? visible : [...BUILT_IN_LOAN_TYPES];
  }, [data]);
  return { types, loading: isLoading };
}
