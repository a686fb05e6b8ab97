import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatLira, formatNumberTR } from '@kredi/kernel';
import type { AdminCalculatorData, RuleKind } from '@kredi/contracts/admin';
import type { TermCap, VehicleBand } from '@kredi/contracts/calculator';
import { failureText } from '../../../components/apiErrors';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useConfirmedAction, useNotifiedAction } from '../../../components/useNotifiedAction';
import { useAddTaxRateMutation, useAddTermCapsMutation, useAddVehicleBandsMutation, useDeleteRuleMutation } from '../api/calculatorDataApi';
import { parseTurkishNumber } from '../lib/numbers';
import { BandSetForm } from './BandSetForm';
import { DatedRules } from './DatedRules';

const percent = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 2 });
const bound = (value: number | null, format: (n: number) => string) => (value === null ? 'üstü' : `${format(value)}’ye kadar`);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The dated rules of one loan type: KKDF/BSMV, term caps by amount and vehicle bands; new sets take effect on their day. */
export function RulesPanel({ data }: { data: AdminCalculatorData }) {
  const [loanType, setLoanType] = useState(data.turler[0]?.id ?? '');
  const [tax, setTax] = useState({ day: data.bugun, kkdf: '', bsmv: '' });
  const [taxProblem, setTaxProblem] = useState<string | null>(null);
  const [addTaxRate] = useAddTaxRateMutation();
  const [addTermCaps] = useAddTermCapsMutation();
  const [addVehicleBands] = useAddVehicleBandsMutation();
  const [deleteRule] = useDeleteRuleMutation();
  const { notify } = useNotifiedAction();
  const remove = useConfirmedAction(
    (rule: { kind: RuleKind; day: string }) => deleteRule({ kind: rule.kind, loanType, day: rule.day }).unwrap(),
    () => 'Kural silindi.',
  );
  const rules = data.kurallar.find((rule) => rule.kredi_turu === loanType);

  const saveTax = async () => {
    setTaxProblem(null);
    const [kkdf, bsmv] = [parseTurkishNumber(tax.kkdf, 'any'), parseTurkishNumber(tax.bsmv, 'any')];
    if (Number.isNaN(kkdf) || Number.isNaN(bsmv)) return setTaxProblem('Lütfen oranları sayı olarak girin.');
    try {
      await addTaxRate({ kredi_turu: loanType, yururluk: tax.day, kkdf_orani: kkdf, bsmv_orani: bsmv }).unwrap();
      notify('Vergi oranları kaydedildi.');
      setTax({ day: data.bugun, kkdf: '', bsmv: '' });
    } catch (error) {
      setTaxProblem(failureText(error));
    }
  };

  const saved = (text: string) => () => notify(text);

  return (
    <Stack spacing={3}>
      <TextField select label="Kredi türü" value={loanType} onChange={(e) => setLoanType(e.target.value)} sx={{ maxWidth: 320 }}>
        {data.turler.map((type) => (
          <MenuItem key={type.id} value={type.id}>
            {type.ad}
          </MenuItem>
        ))}
      </TextField>
      <Alert severity="info">
        Kurallar geçmişe dönük değiştirilmez: yeni bir karar, yürürlük günüyle yeni bir kayıt olarak eklenir ve o gün uygulanmaya başlar.
      </Alert>
      {rules && (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, lg: 4 }}>
            <Section title="Vergi Oranları">
              <DatedRules
                title="Vergi oranları"
                items={rules.vergiler}
                onDelete={(item) => remove.ask({ kind: 'vergi', day: item.yururluk })}
                render={(item) => (
                  <Typography variant="body2">
                    KKDF %{percent.format(item.kkdf_orani)} · BSMV %{percent.format(item.bsmv_orani)}
                  </Typography>
                )}
              />
              <Typography variant="subtitle2" sx={{ mt: 3, mb: 1 }}>
                Yeni oranlar
              </Typography>
              <Stack spacing={1.5}>
                <TextField
                  type="date"
                  size="small"
                  label="Yürürlük günü"
                  value={tax.day}
                  onChange={(e) => setTax({ ...tax, day: e.target.value })}
                  slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: data.bugun } }}
                />
                <TextField
                  size="small"
                  label="KKDF (%)"
                  value={tax.kkdf}
                  onChange={(e) => setTax({ ...tax, kkdf: e.target.value })}
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                />
                <TextField
                  size="small"
                  label="BSMV (%)"
                  value={tax.bsmv}
                  onChange={(e) => setTax({ ...tax, bsmv: e.target.value })}
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                />
                {taxProblem && <Alert severity="error">{taxProblem}</Alert>}
                <Box>
                  <Button variant="contained" onClick={() => void saveTax()}>
                    Kaydet
                  </Button>
                </Box>
              </Stack>
            </Section>
          </Grid>
          <Grid size={{ xs: 12, lg: 8 }}>
            <Stack spacing={3}>
              <Section title="Tutara Göre Vade Sınırları">
                <DatedRules
                  title="Vade sınırları"
                  items={rules.vade_sinirlari}
                  onDelete={(item) => remove.ask({ kind: 'vade-siniri', day: item.yururluk })}
                  render={(item) => (
                    <Typography variant="body2" component="div">
                      {item.bantlar
                        .map((band: TermCap) => `${bound(band.ust_tutar, formatLira)}: en fazla ${band.azami_vade} ay`)
                        .join(' · ')}
                    </Typography>
                  )}
                />
                <Typography variant="subtitle2" sx={{ mt: 3, mb: 1 }}>
                  Yeni vade sınırları
                </Typography>
                <BandSetForm
                  key={`caps-${loanType}`}
                  today={data.bugun}
                  columns={[
                    { key: 'ust_tutar', label: 'Üst tutar (TL)', bound: true },
                    { key: 'azami_vade', label: 'En uzun vade (ay)' },
                  ]}
                  onSubmit={(day, bands) =>
                    addTermCaps({ kredi_turu: loanType, yururluk: day, bantlar: bands as TermCap[] })
                      .unwrap()
                      .then(saved('Vade sınırları kaydedildi.'))
                  }
                />
              </Section>
              <Section title="Taşıt Kredisi Bantları">
                <DatedRules
                  title="Taşıt bantları"
                  items={rules.arac_bantlari}
                  onDelete={(item) => remove.ask({ kind: 'arac-bandi', day: item.yururluk })}
                  render={(item) => (
                    <Typography variant="body2" component="div">
                      {item.bantlar
                        .map(
                          (band: VehicleBand) =>
                            `${bound(band.ust_deger, formatLira)}: %${formatNumberTR(band.azami_oran)}, ${band.azami_vade} ay`,
                        )
                        .join(' · ')}
                    </Typography>
                  )}
                />
                <Typography variant="subtitle2" sx={{ mt: 3, mb: 1 }}>
                  Yeni bantlar
                </Typography>
                <BandSetForm
                  key={`bands-${loanType}`}
                  today={data.bugun}
                  columns={[
                    { key: 'ust_deger', label: 'Üst kasko değeri (TL)', bound: true },
                    { key: 'azami_oran', label: 'En fazla kredi oranı (%)', ratio: true },
                    { key: 'azami_vade', label: 'En uzun vade (ay)' },
                  ]}
                  onSubmit={(day, bands) =>
                    addVehicleBands({ kredi_turu: loanType, yururluk: day, bantlar: bands as VehicleBand[] })
                      .unwrap()
                      .then(saved('Taşıt bantları kaydedildi.'))
                  }
                />
              </Section>
            </Stack>
          </Grid>
        </Grid>
      )}
      <ConfirmDialog
        title="Kuralı Silmek İstediğinize Emin Misiniz?"
        text="Henüz yürürlüğe girmemiş bu kural silinecek; yürürlükteki kural değişmez."
        confirmLabel="Sil"
        {...remove.dialog}
      />
    </Stack>
  );
}
