import { useCallback } from 'react';
import { useFormikContext } from 'formik';
import { containsProfanity, profanityMessage, type NameField } from '@kredi/contracts/users';
import type { CreditFormValues } from '../lib/creditFormValues';

/** On leaving a name field: a blocked word empties the field and raises the alert naming it. */
export function useNameProfanityGuard(onAlert: (message: string) => void) {
  const { values, setFieldValue } = useFormikContext<CreditFormValues>();
  return useCallback(
    (field: NameField) => {
      if (!containsProfanity(values[field])) return;
      void setFieldValue(field, '');
      onAlert(profanityMessage(field));
    },
    [values, setFieldValue, onAlert],
  );
}
