import Chip from '@mui/material/Chip';
import { CRM_STAGE_INFO, isCrmStage, stageLabel, type CrmStageInfo } from '@kredi/contracts/crm';

/** Badge colours of the stages (blue, orange, red, purple, gray, green). */
const COLORS: Record<CrmStageInfo['color'], string> = {
  blue: '#1565c0',
  orange: '#b33c00', // white text at 4.5:1 or more (axe)
  red: '#c62828',
  purple: '#6a1b9a',
  gray: '#616161',
  green: '#2e7d32',
};

export function StageBadge({ stage, size = 'small' }: { stage: string; size?: 'small' | 'medium' }) {
  const color = isCrmStage(stage) ? COLORS[CRM_STAGE_INFO[stage].color] : COLORS.gray;
  // A long stage ('Cevap Vermedi - Tekrar Aranacak') breaks onto a second line rather than widening a phone's page.
  return (
    <Chip
      size={size}
      label={stageLabel(stage)}
      sx={{
        bgcolor: color,
        color: '#fff',
        fontWeight: 600,
        maxWidth: '100%',
        height: 'auto',
        minHeight: size === 'small' ? 24 : 32,
        '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'anywhere', py: 0.25 },
      }}
      data-stage={stage}
    />
  );
}
