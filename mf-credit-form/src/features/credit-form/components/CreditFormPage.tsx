import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FormikProvider, useFormik } from 'formik';
import { normalizeName, type AddCustomerResponse, type ResultMessage, type SubmitCustomerBody } from '@kredi/contracts/users';
import { useDeferredMutation, useDocumentMeta, useSiteConfig } from '@kredi/kernel';
import { loadAddCustomer } from '../api/usersEndpoints';
import { initialCreditFormValues, type CreditFormValues, type StepNumber } from '../lib/creditFormValues';
import { buildAddCustomerBody } from '../lib/customerPayload';
import { MESSAGES } from '../lib/formMessages';
import { STEP_FIELDS, STEP_SCHEMAS, isStepValid } from '../lib/stepSchemas';
import { useAlertMessage } from '../hooks/useAlertMessage';
import { usePhoneVerification } from '../hooks/usePhoneVerification';
import { useRevealOnStepChange } from '../hooks/useRevealOnStepChange';
import { AlertMessageDialog, SmsCodeDialog, preloadDialogs } from './lazyDialogs';
import { whenIdle } from '../lib/whenIdle';
import { ContactStep } from './ContactStep';
import { ExtraStep } from './ExtraStep';
import { FormStepIndicator } from './FormStepIndicator';
import { PersonalStep } from './PersonalStep';
import { ResultStep } from './ResultStep';
import { countFunnelStep, countFunnelStepWhenIdle } from '../lib/funnel';
import { StepActions } from './StepActions';

const DESCRIPTION =
  '24+ bankadan alabileceğiniz toplam kredi limitinizi SMS doğrulamasıyla yaklaşık 1 dakikada, ücretsiz öğrenin. Yapay zekâ destekli kredi raporu.';

/** /form: the four-step credit limit form (docs/architecture.md, 'Credit-limit form'). */
export default function CreditFormPage() {
  const { brandName } = useSiteConfig();
  useDocumentMeta(`Kredi Limitinizi Öğrenin | ${brandName}`, DESCRIPTION);

  const [step, setStep] = useState<StepNumber>(1);
  useEffect(() => countFunnelStepWhenIdle('ziyaret'), []);
  // The dialogs are not on the page's first screen: fetched once it answers, before anyone opens one.
  useEffect(() => whenIdle(preloadDialogs), []);
  const [result, setResult] = useState<ResultMessage | null>(null);
  const { open: alertOpen, message: alertMessage, showAlert, closeAlert } = useAlertMessage();
  const formRef = useRevealOnStepChange<HTMLFormElement>(step);
  // The form's calls share one module: it loads when someone starts filling the form (usersEndpoints.ts).
  const [addCustomer, { isLoading: submitting }] = useDeferredMutation<SubmitCustomerBody, AddCustomerResponse>(loadAddCustomer, {
    preloadOnFocusIn: formRef,
  });
  // Guards against a second press landing before React re-renders the disabled button.
  const busyRef = useRef(false);

  const formik = useFormik<CreditFormValues>({
    initialValues: initialCreditFormValues,
    validationSchema: step === 4 ? undefined : STEP_SCHEMAS[step],
    onSubmit: () => undefined,
  });
  const { values, setTouched } = formik;

  const goTo = useCallback(
    (next: StepNumber) => {
      setStep(next);
      // A new step starts without error marks; its fields are marked when the person interacts.
      void setTouched({}, false);
    },
    [setTouched],
  );
  const toPersonalStep = useCallback(() => goTo(2), [goTo]);
  const verification = usePhoneVerification({ onAlert: showAlert, onVerified: toPersonalStep });

  const canProceed = useMemo(() => step !== 4 && isStepValid(step, values), [step, values]);
  const busy = verification.sending || submitting;

  const pressBlocked = () => {
    if (step === 4) return;
    void setTouched({ ...formik.touched, ...Object.fromEntries(STEP_FIELDS[step].map((name) => [name, true])) });
    if (step === 1 && !values.kvkkOnay) showAlert(MESSAGES.kvkkRequired);
  };

  const submitCustomer = async () => {
    const { verified } = verification;
    if (!verified || verified.phone !== values.telefon) {
      showAlert(MESSAGES.verifyFirst);
      goTo(1);
      return;
    }
    let answer: AddCustomerResponse;
    try {
      answer = await addCustomer(buildAddCustomerBody(values, verified.proof, document.referrer));
    } catch {
      // On failure the person stays on step 3 with everything they entered.
      return showAlert(MESSAGES.submitError);
    }
    countFunnelStep('adim3');
    // The server decides the result texts (docs/architecture.md, 'Credit-limit form'); without them the page shows only the success title.
    setResult(answer.result ?? { kind: 'none', lines: [] });
    goTo(4);
  };

  const proceed = async () => {
    if (step === 4 || busyRef.current) return;
    if (!isStepValid(step, values)) return pressBlocked();
    busyRef.current = true;
    try {
      if (step === 1) {
        // Coming back to step 1 with the already verified phone needs no new SMS.
        if (verification.verified?.phone === values.telefon) return goTo(2);
        await verification.sendCode({ name: normalizeName(values.ad), surname: normalizeName(values.soyad), phone: values.telefon });
      } else if (step === 2) {
        countFunnelStep('adim2');
        goTo(3);
      } else {
        await submitCustomer();
      }
    } finally {
      busyRef.current = false;
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void proceed();
  };

  const back = () => goTo(Math.max(1, step - 1) as StepNumber);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h3" component="h1" sx={{ textAlign: 'center', fontSize: { xs: '1.9rem', md: '2.6rem' }, mb: 1.5 }}>
        Toplam Kredi Limitinizi Öğrenin
      </Typography>
      <Typography sx={{ textAlign: 'center', color: 'text.secondary', mb: 4 }}>
        24+ bankadan alabileceğiniz toplam kredi limitinizi yaklaşık 1 dakikada, ücretsiz öğrenin.
      </Typography>
      <FormikProvider value={formik}>
        <Paper
          ref={formRef}
          component="form"
          noValidate
          onSubmit={onSubmit}
          aria-label="Kredi limiti formu"
          elevation={0}
          sx={{ p: { xs: 2.5, md: 5 }, border: 1, borderColor: 'divider', scrollMarginTop: { xs: 72, md: 96 } }}
        >
          <FormStepIndicator step={step} />
          {step === 1 && <ContactStep onAlert={showAlert} />}
          {step === 2 && <PersonalStep />}
          {step === 3 && <ExtraStep onAlert={showAlert} />}
          {step === 4 && result && (
            <ResultStep result={result} phone={values.telefon} verificationProof={verification.verified?.proof ?? ''} onAlert={showAlert} />
          )}
          {step !== 4 && (
            <StepActions
              label={step === 3 ? (submitting ? 'İşleniyor...' : 'Tamamla') : 'İlerle'}
              canProceed={canProceed}
              busy={busy}
              onBack={step > 1 ? back : undefined}
              onBlockedPress={pressBlocked}
            />
          )}
        </Paper>
      </FormikProvider>
      <SmsCodeDialog
        open={verification.codeDialog.open}
        phone={verification.codeDialog.phone}
        verifying={verification.verifying}
        onClose={verification.closeCodeDialog}
        onSubmit={verification.submitCode}
        onResend={verification.resendCode}
        resending={verification.sending}
      />
      <AlertMessageDialog open={alertOpen} message={alertMessage} onClose={closeAlert} />
    </Container>
  );
}
