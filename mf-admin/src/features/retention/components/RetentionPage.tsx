import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDateTime, formatNumberTR } from '@kredi/kernel';
import { RETENTION_ACTIONS, RETENTION_POLICY } from '@kredi/contracts/admin';
import { AdminLayout } from '../../../components/AdminLayout';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { LoadError } from '../../../components/LoadError';
import { PageLoading } from '../../../components/PageLoading';
import { useNotifiedAction } from '../../../components/useNotifiedAction';
import { useGetRetentionQuery, useStartRetentionRunMutation } from '../api/retentionApi';
import { RetentionRunCard } from './RetentionRunCard';

/** /admin/saklama-imha: the retention policy, the last and next destruction run, the run records, a run by hand. */
export default function RetentionPage() {
  const { data, isLoading, isError, refetch } = useGetRetentionQuery();
  const [startRun, { isLoading: running }] = useStartRetentionRunMutation();
  const { run } = useNotifiedAction();
  const [asking, setAsking] = useState(false);

  const onConfirm = async () => {
    await run(() => startRun().unwrap(), 'İmha tamamlandı.');
    setAsking(false);
  };

  return (
    <AdminLayout
      title="Saklama ve İmha"
      actions={
        <Button variant="contained" color="error" onClick={() => setAsking(true)} disabled={!data || running}>
          İmhayı Şimdi Başlat
        </Button>
      }
    >
      {isLoading ? (
        <PageLoading />
      ) : isError || !data ? (
        <LoadError onRetry={() => void refetch()} />
      ) : (
        <Stack spacing={3}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
              <Typography color="text.secondary">Son imha</Typography>
              <Typography variant="h6" component="p">
                {data.lastRun ? formatDateTime(data.lastRun.startedAt) : 'Henüz yapılmadı'}
              </Typography>
            </Paper>
            <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
              <Typography color="text.secondary">Sonraki zamanlanmış imha</Typography>
              <Typography variant="h6" component="p">
                {formatDateTime(data.nextRunAt)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Her {formatNumberTR(data.intervalDays)} günde bir
              </Typography>
            </Paper>
          </Stack>

          <section aria-labelledby="retention-policy">
            <Typography id="retention-policy" component="h2" variant="h6" sx={{ mb: 1 }}>
              Saklama Politikası
            </Typography>
            {/* On a phone the table scrolls in its own box: focusable, so a keyboard can scroll it too. */}
            <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-labelledby="retention-policy">
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>Veri kategorisi</TableCell>
                    <TableCell>Süre başlangıcı</TableCell>
                    <TableCell align="right">Saklama süresi</TableCell>
                    <TableCell>Süre dolunca</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.rules.map((rule) => (
                    <TableRow key={rule.category}>
                      <TableCell component="th" scope="row">
                        {RETENTION_POLICY[rule.category].label}
                      </TableCell>
                      <TableCell>{RETENTION_POLICY[rule.category].from}</TableCell>
                      <TableCell align="right">{formatNumberTR(rule.days)} gün</TableCell>
                      <TableCell>{RETENTION_ACTIONS[rule.action]}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              Süreler sunucu ayarlarıyla belirlenir. İmha kayıtları üç yıl saklanır; kayıtlarda kimin verisi olduğu yer almaz.
            </Typography>
          </section>

          <section aria-labelledby="retention-runs">
            <Typography id="retention-runs" component="h2" variant="h6" sx={{ mb: 1 }}>
              İmha Kayıtları
            </Typography>
            {data.runs.length === 0 ? (
              <EmptyState
                title="Henüz İmha Kaydı Yok"
                text="Her imha, ne kadar kaydın hangi kurala göre imha edildiğiyle burada listelenir."
              />
            ) : (
              <Stack component="ol" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label="İmha kayıtları">
                {data.runs.map((item) => (
                  <RetentionRunCard key={item.id} run={item} />
                ))}
              </Stack>
            )}
          </section>
        </Stack>
      )}
      <ConfirmDialog
        open={asking}
        title="İmha Başlatılsın mı?"
        text="Saklama süresi dolan kişisel veriler politikadaki kurallara göre anonimleştirilecek veya silinecektir. Bu işlem geri alınamaz."
        confirmLabel="İmhayı Başlat"
        busy={running}
        onConfirm={() => void onConfirm()}
        onCancel={() => setAsking(false)}
      />
    </AdminLayout>
  );
}
