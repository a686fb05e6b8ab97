import Box from '@mui/material/Box';
import { PERSONAL_SELECTS } from '../lib/formFields';
import { SelectField } from './SelectField';
import { StepHeading } from './StepHeading';

/** Step 2: the eight required selects. */
export function PersonalStep() {
  return (
    <Box>
      <StepHeading gutter>Kişisel Bilgiler</StepHeading>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {PERSONAL_SELECTS.map((spec) => (
          <SelectField key={spec.name} spec={spec} />
        ))}
      </Box>
    </Box>
  );
}
