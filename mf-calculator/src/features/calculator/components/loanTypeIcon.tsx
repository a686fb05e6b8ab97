import type { SvgIconProps } from '@mui/material/SvgIcon';
import BusinessCenterOutlined from '@mui/icons-material/BusinessCenterOutlined';
import DirectionsCarOutlined from '@mui/icons-material/DirectionsCarOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import PersonOutline from '@mui/icons-material/PersonOutlined';

const ICONS: Record<string, typeof PersonOutline> = {
  tasit: DirectionsCarOutlined,
  konut: HomeOutlined,
  ticari: BusinessCenterOutlined,
};

/** The card header's icon follows the type (vehicle, housing, personal); unknown types get the personal one. */
export function LoanTypeIcon({ typeId, ...props }: { typeId: string } & SvgIconProps) {
  const Icon = ICONS[typeId] ?? PersonOutline;
  return <Icon {...props} />;
}
