import { Box, Typography } from '@mui/material';
import { PERSONAL_SELECTS } from '../lib/formFields';
import { SelectField } from './SelectField';

/** Step 2: the eight required selects. */
export function PersonalStep() {
  return (
    <Box>
      <Typography variant="h5" component="h2" sx={{ mb: 2.5 }}>
        Kişisel Bilgiler
      </Typography>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {PERSONAL_SELECTS.map((spec) => (
          <SelectField key={spec.name} spec={spec} />
        ))}
      </Box>
    </Box>
  );
}
