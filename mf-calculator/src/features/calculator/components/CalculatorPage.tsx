import { lazy, Suspense, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDocumentMeta, useSiteConfig } from '@kredi/kernel';
import { DEFAULT_LOAN_TYPE_ID, type LoanType } from '@kredi/contracts/calculator';
import { useGetBankOffersQuery } from '../api/calculatorApi';
import { useCalculation } from '../hooks/useCalculation';
import { useLastCalculation } from '../hooks/useLastCalculation';
import { useLoanTypes } from '../hooks/useLoanTypes';
import { formForType, isCalculable, requestFor, type CalculatorForm } from '../lib/calculatorForm';
import { CalculatorCard } from './CalculatorCard';
import { Disclaimers } from './Disclaimers';
import { LastCalculationBox } from './LastCalculationBox';
import { LoanTypeCards } from './LoanTypeCards';
import { ExpertSupportCard, InfoCard } from './SupportCards';

// Shown only once there is a result and the type has offers.
const OffersList = lazy(() => import('./OffersList'));

const DESCRIPTION =
  'İhtiyaç, taşıt ve konut kredisi hesaplama: aylık taksit, toplam geri ödeme, KKDF ve BSMV, yıllık maliyet oranı ve ödeme planı. Uygun banka tekliflerini ücretsiz karşılaştırın.';

/** The working type: the chosen one while it is listed and working, else the default, else the first working one. */
function workingType(types: readonly LoanType[], chosenId: string): LoanType {
  const working = types.filter((type) => !type.bakim_modu);
  return (
    working.find((type) => type.id === chosenId) ?? working.find((type) => type.id === DEFAULT_LOAN_TYPE_ID) ?? working[0] ?? types[0]!
  );
}

/** /kredi-hesaplama (docs/calculator.md, 'The page'). */
export default function CalculatorPage() {
  const { brandName } = useSiteConfig();
  useDocumentMeta(`Kredi Hesaplama | ${brandName}`, DESCRIPTION);

  const { types } = useLoanTypes();
  const [form, setForm] = useState<CalculatorForm | null>(null);
  const type = workingType(types, form?.typeId ?? DEFAULT_LOAN_TYPE_ID);
  // The form belongs to a type: when the list changes under it (the server's answer replaces the built-in list),
  // a form of another type starts afresh.
  const current = form && form.typeId === type.id ? form : formForType(type);

  const request = useMemo(() => (isCalculable(type, current) ? requestFor(type, current) : null), [type, current]);
  const calculation = useCalculation(request, type);
  const last = useLastCalculation(calculation.result, type);
  // currentData: the offers of this type only (data would keep the previous type's list on failure).
  const { currentData: offers } = useGetBankOffersQuery(type.id);

  return (
    <>
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 5, md: 7 }, textAlign: 'center' }}>
        <Container maxWidth="md">
          <Typography variant="h3" component="h1" gutterBottom sx={{ fontSize: { xs: '2rem', md: '3rem' } }}>
            Kredi Hesaplama
          </Typography>
          <Typography variant="h6" component="p" sx={{ fontWeight: 400, opacity: 0.92 }}>
            Aylık taksitinizi, toplam geri ödemenizi, vergileri ve ödeme planınızı hemen görün.
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'center', flexWrap: 'wrap', mt: 2 }}>
            {['Ücretsiz', 'Güvenli', 'Anında sonuç'].map((label) => (
              <Chip key={label} label={label} sx={{ bgcolor: 'rgba(255,255,255,0.16)', color: 'inherit' }} />
            ))}
          </Stack>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
        <Stack spacing={{ xs: 3, md: 5 }}>
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 7 }}>
              <Stack spacing={3}>
                <CalculatorCard
                  types={types}
                  type={type}
                  form={current}
                  onFormChange={setForm}
                  onTypeChange={(next) => setForm(formForType(next))}
                  calculation={calculation}
                />
                {calculation.result && offers && offers.length > 0 && (
                  <Suspense fallback={null}>
                    <OffersList offers={offers} result={calculation.result} formula={type.formul} />
                  </Suspense>
                )}
              </Stack>
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <Stack spacing={3}>
                <LastCalculationBox last={last} />
                <InfoCard />
                <ExpertSupportCard />
              </Stack>
            </Grid>
          </Grid>
          <LoanTypeCards />
          <Disclaimers />
        </Stack>
      </Container>
    </>
  );
}
