import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDateTime, Link as RouterLink, useDocumentMeta } from '@kredi/kernel';
import { pushMessages, type PushDevice } from '@kredi/contracts/push';
import { DashboardHeader } from '../../../components/DashboardHeader';
import { CRM_PATHS } from '../../../lib/paths';
import { errorText, ServerError } from '../../../lib/ServerError';
import { RequireCrmSession } from '../../../session/RequireCrmSession';
import { useCrmPushDevicesQuery, useCrmPushKeyQuery, useCrmPushRemoveMutation, useCrmPushSubscribeMutation } from '../api/pushApi';
import {
  pushSupport,
  pushTexts,
  rememberThisDevice,
  subscribeThisDevice,
  thisDeviceId,
  unsubscribeThisDevice,
  type PushSupport,
} from '../../../lib/crmApp';

type Outcome = { severity: 'success' | 'error'; text: string } | null;

function ThisDevice({ support, onOutcome }: { support: PushSupport; onOutcome: (outcome: Outcome) => void }) {
  const key = useCrmPushKeyQuery();
  const [save] = useCrmPushSubscribeMutation();
  const [busy, setBusy] = useState(false);
  const publicKey = key.data?.vapid_public_key;

  const optIn = async () => {
    if (!publicKey) return;
    setBusy(true);
    onOutcome(null);
    try {
      const subscription = await subscribeThisDevice(publicKey);
      const answer = await save(subscription).unwrap();
      rememberThisDevice(answer.cihaz.id);
      onOutcome({ severity: 'success', text: answer.message });
    } catch (failure) {
      onOutcome({
        severity: 'error',
        text: failure instanceof Error && failure.message ? failure.message : errorText(failure, pushTexts.failed),
      });
    } finally {
      setBusy(false);
    }
  };

  if (support === 'unsupported') return <Alert severity="info">{pushTexts.unsupported}</Alert>;
  if (key.data && publicKey === null) return <Alert severity="info">{pushMessages.disabled}</Alert>;
  return (
    <>
      <ServerError error={key.error} testId="push-key-error" fallback="Bildirim ayarları yüklenemedi. Lütfen sayfayı yenileyin." />
      {support === 'denied' && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {pushTexts.denied}
        </Alert>
      )}
      <Button variant="contained" onClick={() => void optIn()} disabled={!publicKey || busy || support === 'denied'}>
        {busy ? 'Açılıyor…' : 'Bu cihazda bildirimleri aç'}
      </Button>
    </>
  );
}

function DeviceRow({ device, isThis, onOutcome }: { device: PushDevice; isThis: boolean; onOutcome: (outcome: Outcome) => void }) {
  const [remove, removing] = useCrmPushRemoveMutation();
  const onRemove = async () => {
    onOutcome(null);
    try {
      const answer = await remove(device.id).unwrap();
      if (isThis) {
        rememberThisDevice(null);
        await unsubscribeThisDevice().catch(() => {});
      }
      onOutcome({ severity: 'success', text: answer.message });
    } catch (failure) {
      onOutcome({ severity: 'error', text: errorText(failure) });
    }
  };
  return (
    <ListItem
      divider
      data-testid="push-device"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between', px: 0 }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography component="p" sx={{ fontWeight: 600, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          {device.cihaz}
          {isThis && <Chip size="small" color="primary" variant="outlined" label="Bu cihaz" />}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Açıldı: {formatDateTime(device.created_at)} · Son bildirim:{' '}
          {device.son_bildirim ? formatDateTime(device.son_bildirim) : 'henüz yok'}
        </Typography>
      </Box>
      <Button
        variant="outlined"
        color="error"
        size="small"
        onClick={() => void onRemove()}
        disabled={removing.isLoading}
        aria-label={`${device.cihaz} cihazını kaldır`}
      >
        Kaldır
      </Button>
    </ListItem>
  );
}

function Notifications() {
  useDocumentMeta('Bildirimler | Kolay Kredi');
  const devices = useCrmPushDevicesQuery();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [support] = useState(pushSupport);
  const mine = thisDeviceId();
  const list = devices.data?.results ?? [];

  return (
    <Box component="main" sx={{ bgcolor: 'grey.50', minHeight: '100vh' }}>
      <DashboardHeader title="Bildirimler" />
      <Box sx={{ p: { xs: 1.5, md: 3 }, maxWidth: 720, mx: 'auto', display: 'grid', gap: 2 }}>
        <Button component={RouterLink} to={CRM_PATHS.dashboard} sx={{ justifySelf: 'start' }}>
          ← Panele dön
        </Button>
        {outcome && (
          <Alert severity={outcome.severity} role={outcome.severity === 'error' ? 'alert' : 'status'} data-testid="push-outcome">
            {outcome.text}
          </Alert>
        )}
        <Paper component="section" aria-labelledby="this-device-title" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="this-device-title" component="h2" variant="h6" gutterBottom>
            Telefon bildirimleri
          </Typography>
          <Typography sx={{ mb: 2 }}>
            CRM kapalıyken de size atanan yeni başvurular ve ilk yanıtı geciken kayıtlar için bu cihaza bildirim gelir. Bildirimde yalnızca
            ne geldiği ve ne kadar beklediği yazar (örneğin “Yeni başvuru · 3 dk bekliyor”); müşterinin adı ya da telefonu yer almaz.
            Bildirime dokunduğunuzda ilgili müşteri kaydı açılır.
          </Typography>
          <ThisDevice support={support} onOutcome={setOutcome} />
        </Paper>
        <Paper component="section" aria-labelledby="devices-title" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="devices-title" component="h2" variant="h6" gutterBottom>
            Bildirim açık cihazlarım
          </Typography>
          <ServerError error={devices.error} testId="push-devices-error" fallback="Cihazlar yüklenemedi. Lütfen sayfayı yenileyin." />
          {devices.isSuccess && list.length === 0 && (
            <Typography color="text.secondary">Henüz bildirim açtığınız bir cihaz yok.</Typography>
          )}
          {list.length > 0 && (
            <List aria-labelledby="devices-title" disablePadding>
              {list.map((device) => (
                <DeviceRow key={device.id} device={device} isThis={device.id === mine} onOutcome={setOutcome} />
              ))}
            </List>
          )}
        </Paper>
      </Box>
    </Box>
  );
}

/** /crm/bildirimler: this device's opt-in to phone notifications, and the staff member's devices (docs/crm.md 'Bildirimler'). */
export default function NotificationsPage() {
  return (
    <RequireCrmSession>
      <Notifications />
    </RequireCrmSession>
  );
}
