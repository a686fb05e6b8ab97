import Alert from '@mui/material/Alert';
import { useAdminDemoHintQuery } from '../../../session/adminAuthApi';

/** Spec 2.12's demo hint line: the server sends the demo credentials in demo mode only, so production shows nothing. */
export function DemoHint() {
  const { data } = useAdminDemoHintQuery();
  const demo = data?.demo;
  if (!demo) return null;
  return (
    <Alert severity="info" variant="outlined" role="note" sx={{ mt: 3 }}>
      Demo giriş bilgileri — Kullanıcı adı: <strong>{demo.username}</strong> · Şifre: <strong>{demo.password}</strong>
    </Alert>
  );
}
