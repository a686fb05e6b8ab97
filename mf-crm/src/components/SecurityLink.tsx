import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import { Link as RouterLink, selectCrmRole, useAppSelector } from '@kredi/kernel';
import { CRM_SECOND_FACTOR_ROLES, roleAllows } from '@kredi/contracts/staff';
import { CRM_PATHS } from '../lib/paths';

/** The way to one's own second factor, for the roles that set it up in the CRM (an icon: the header is one line on a phone). */
export function SecurityLink() {
  const role = useAppSelector(selectCrmRole);
  if (!roleAllows(role, CRM_SECOND_FACTOR_ROLES)) return null;
  return (
    <Tooltip title="Hesap güvenliği">
      <IconButton component={RouterLink} to={CRM_PATHS.security} aria-label="Hesap güvenliği" size="small">
        <ShieldOutlinedIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
