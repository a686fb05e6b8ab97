import { useLocation, useNavigate } from '@kredi/kernel';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { CustomerDetail } from '@kredi/contracts/crm';
import { CRM_PATHS } from '../../../lib/paths';
import { StageBadge } from '../../../components/StageBadge';

/** Spec 2.17 header: back, full name, status badge and the verified / blacklisted / call-me badges. */
export function CustomerHeader({ customer }: { customer: CustomerDetail }) {
  const navigate = useNavigate();
  const location = useLocation();
  // Back to the list as it was (its search, filter and page are in the URL); opened directly, to the dashboard.
  const back = () => (location.key === 'default' ? navigate(CRM_PATHS.dashboard) : navigate(-1));
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 2 }} data-testid="customer-header">
      <Button startIcon={<ArrowBackIcon />} onClick={back}>
        Geri
      </Button>
      <Typography variant="h5" component="h1" sx={{ wordBreak: 'break-word' }}>
        {customer.full_name}
      </Typography>
      <StageBadge stage={customer.crm_stage} size="medium" />
      {/* The theme's success green reads at 4.2:1 on white: its dark shade passes AA (axe). */}
      {customer.is_verified && (
        <Chip label="Doğrulanmış" variant="outlined" size="small" sx={{ color: 'success.dark', borderColor: 'success.dark' }} />
      )}
      {customer.is_blacklisted && <Chip label="Kara Listede" color="error" size="small" />}
      {customer.callme && <Chip label="Beni Arayın" size="small" sx={{ bgcolor: '#b33c00', color: '#fff' }} />}
      {customer.anonimlestirildi && <Chip label="KVKK: Anonimleştirildi" size="small" />}
    </Box>
  );
}
