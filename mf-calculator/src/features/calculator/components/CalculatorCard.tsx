import { lazy, Suspense, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AMOUNT_LIMITS, calculatorMessages as m, liraText, needsVehicleValue, type LoanType } from '@kredi/contracts/calculator';
import {
  effectiveAmount,
  isCalculable,
  maxAmountFor,
  termsFor,
  withAmount,
  withTerm,
  withVehicleValue,
  type CalculatorForm,
} from '../lib/calculatorForm';
import type { CalculationState } from '../hooks/useCalculation';
import { percent } from '../lib/money';
import { AmountField } from './AmountField';
import { CalculationResultView } from './CalculationResultView';
import { LoanTypeIcon } from './loanTypeIcon';
import { LoanTypeTabs } from './LoanTypeTabs';
import { TermSelect } from './TermSelect';

// Modals are opened rarely: each is its own small chunk.
const MaintenanceDialog = lazy(() => import('./dialogs/MaintenanceDialog'));
const VehicleRestrictionsDialog = lazy(() => import('./dialogs/VehicleRestrictionsDialog'));
const TermLimitsDialog = lazy(() => import('./dialogs/TermLimitsDialog'));

type OpenDialog = { kind: 'maintenance'; type: LoanType } | { kind: 'vehicle' } | { kind: 'terms' } | null;

interface CalculatorCardProps {
  types: readonly LoanType[];
  type: LoanType;
  form: CalculatorForm;
  onFormChange: (form: CalculatorForm) => void;
  onTypeChange: (type: LoanType) => void;
  calculation: CalculationState & { calculateNow: () => void };
}

function amountHelper(type: LoanType, form: CalculatorForm, amount: number): string {
  if (needsVehicleValue(type)) {
    if (form.vehicleValue <= 0) return m.vehicleValueFirst;
    const max = maxAmountFor(type, form.vehicleValue);
    return max < AMOUNT_LIMITS.min ? m.vehicleNoLoan(form.vehicleValue) : m.vehicleMaxLoan(max);
  }
  if (form.amountNotice) return form.amountNotice;
  if (amount > 0 && amount < AMOUNT_LIMITS.min) return m.amountTooLow;
  return `En az ${liraText(AMOUNT_LIMITS.min)}`;
}

/** The calculator card (docs/calculator.md): header following the type, tabs, fields, the button, the red box and the result. */
export function CalculatorCard({ types, type, form, onFormChange, onTypeChange, calculation }: CalculatorCardProps) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const closeDialog = () => setDialog(null);
  const vehicle = needsVehicleValue(type);
  const amountLocked = vehicle && form.vehicleValue <= 0;
  const canCalculate = isCalculable(type, form) && !calculation.calculating;
  const amount = effectiveAmount(type, form);
  const tooLow = amount > 0 && amount < AMOUNT_LIMITS.min;

  return (
    <Paper
      component="section"
      aria-labelledby="hesaplama-basligi"
      elevation={0}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 3, overflow: 'hidden' }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', p: { xs: 2, sm: 3 }, pb: 1 }}>
        <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 2, p: 1, display: 'flex' }}>
          <LoanTypeIcon typeId={type.id} data-testid={`ikon-${type.id}`} />
        </Box>
        <Box>
          <Typography id="hesaplama-basligi" variant="h5" component="h2" sx={{ fontSize: { xs: '1.2rem', sm: '1.5rem' } }}>
            {type.ad} Hesaplama
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Örnek aylık faiz oranı {percent(type.ornek_faiz_orani)}
          </Typography>
        </Box>
      </Stack>
      <LoanTypeTabs
        types={types}
        selectedId={type.id}
        onSelect={onTypeChange}
        onMaintenance={(t) => setDialog({ kind: 'maintenance', type: t })}
      />
      <Box
        component="form"
        noValidate
        aria-label="Kredi hesaplama formu"
        onSubmit={(event) => {
          event.preventDefault();
          if (canCalculate) calculation.calculateNow();
        }}
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        <Stack spacing={2.5}>
          {vehicle && (
            <AmountField
              id="arac-degeri"
              label="Aracın Kasko Değeri"
              value={form.vehicleValue}
              onChange={(value) => onFormChange(withVehicleValue(type, form, value))}
              info={{ label: 'Taşıt kredisi kısıtlamaları', onClick: () => setDialog({ kind: 'vehicle' }) }}
            />
          )}
          <AmountField
            id="kredi-tutari"
            label="Kredi Tutarı"
            value={amount}
            onChange={(value) => onFormChange(withAmount(type, form, value))}
            disabled={amountLocked}
            helperText={amountHelper(type, form, amount)}
            error={tooLow}
            info={type.vade_sinirlari.length ? { label: 'Vade sınırları', onClick: () => setDialog({ kind: 'terms' }) } : undefined}
          />
          <TermSelect
            value={form.term}
            options={termsFor(type, form)}
            inYears={type.vade_yil_gosterimi}
            onChange={(term) => onFormChange(withTerm(form, term))}
          />
          {form.termNotice && (
            <Alert severity="info" role="status">
              {form.termNotice}
            </Alert>
          )}
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={!canCalculate}
            startIcon={calculation.calculating ? <CircularProgress size={18} color="inherit" /> : undefined}
            sx={{ py: 1.5 }}
          >
            {calculation.calculating ? m.calculating : m.calculate}
          </Button>
          {calculation.error && (
            <Alert severity="error" role="alert">
              {calculation.error}
            </Alert>
          )}
        </Stack>
        {calculation.result && <CalculationResultView result={calculation.result} inYears={type.vade_yil_gosterimi} />}
      </Box>
      <Suspense fallback={null}>
        {dialog?.kind === 'maintenance' && <MaintenanceDialog type={dialog.type} onClose={closeDialog} />}
        {dialog?.kind === 'vehicle' && <VehicleRestrictionsDialog bands={type.arac_bantlari} onClose={closeDialog} />}
        {dialog?.kind === 'terms' && <TermLimitsDialog caps={type.vade_sinirlari} onClose={closeDialog} />}
      </Suspense>
    </Paper>
  );
}
