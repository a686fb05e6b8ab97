import type { ComponentType } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { StepIconProps } from '@mui/material/StepIcon';
import ContactPhoneIcon from '@mui/icons-material/ContactPhone';
import PersonIcon from '@mui/icons-material/Person';
import AssignmentIcon from '@mui/icons-material/Assignment';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { STEP_COUNT, type StepNumber } from '../lib/creditFormValues';

const STEPS: ReadonlyArray<{ label: string; Icon: ComponentType<{ fontSize?: 'small' | 'medium' | 'large' }> }> = [
  { label: 'İletişim Bilgileri', Icon: ContactPhoneIcon },
  { label: 'Kişisel Bilgiler', Icon: PersonIcon },
  { label: 'Ek Bilgiler', Icon: AssignmentIcon },
  { label: 'Sonuç', Icon: TaskAltIcon },
];

function StepCircleIcon({ icon, active, completed }: StepIconProps) {
  const { Icon } = STEPS[Number(icon) - 1] ?? STEPS[0];
  return (
    <Box
      sx={{
        width: 44,
        height: 44,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        color: active || completed ? 'primary.contrastText' : 'text.secondary',
        bgcolor: completed ? 'success.main' : active ? 'primary.main' : 'grey.200',
      }}
    >
      <Icon fontSize="small" />
    </Box>
  );
}

/** Desktop: the four steps with icons. Mobile: a progress bar with the step's name. */
export function FormStepIndicator({ step }: { step: StepNumber }) {
  return (
    <Box sx={{ mb: 4 }}>
      <Box sx={{ display: { xs: 'none', md: 'block' } }}>
        <Stepper activeStep={step - 1} alternativeLabel aria-label="Form adımları">
          {STEPS.map(({ label }) => (
            <Step key={label}>
              <StepLabel slots={{ stepIcon: StepCircleIcon }}>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
      </Box>
      <Box sx={{ display: { xs: 'block', md: 'none' } }}>
        <Typography variant="body2" sx={{ mb: 1, fontWeight: 600 }}>
          Adım {step} / {STEP_COUNT}: {STEPS[step - 1].label}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={(step / STEP_COUNT) * 100}
          aria-label="Form ilerlemesi"
          sx={{ height: 8, borderRadius: 4 }}
        />
      </Box>
    </Box>
  );
}
