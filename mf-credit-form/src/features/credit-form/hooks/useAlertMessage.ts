import { useCallback, useState } from 'react';

/** State of the form's one alert dialog; the message is kept while the dialog fades out. */
export function useAlertMessage() {
  const [state, setState] = useState({ open: false, message: '' });
  const showAlert = useCallback((message: string) => setState({ open: true, message }), []);
  const closeAlert = useCallback(() => setState((current) => ({ ...current, open: false })), []);
  return { ...state, showAlert, closeAlert };
}
