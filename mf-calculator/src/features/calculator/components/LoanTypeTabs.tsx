import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { loanTypeLabel, type LoanType } from '@kredi/contracts/calculator';

interface LoanTypeTabsProps {
  types: readonly LoanType[];
  selectedId: string;
  onSelect: (type: LoanType) => void;
  onMaintenance: (type: LoanType) => void;
}

/** Spec 2.10: one tab per loan type; a type in maintenance has an orange dot and opens its modal instead. */
export function LoanTypeTabs({ types, selectedId, onSelect, onMaintenance }: LoanTypeTabsProps) {
  const value = types.some((type) => type.id === selectedId) ? selectedId : false;
  return (
    <Tabs
      value={value}
      onChange={(_event, id: string) => {
        const type = types.find((candidate) => candidate.id === id);
        if (!type) return;
        if (type.bakim_modu) onMaintenance(type);
        else if (id !== selectedId) onSelect(type);
      }}
      variant="fullWidth"
      aria-label="Kredi türü"
      sx={{ borderBottom: 1, borderColor: 'divider', minHeight: 44, '& .MuiTab-root': { minHeight: 44, px: 1, minWidth: 0 } }}
    >
      {types.map((type) => (
        <Tab
          key={type.id}
          value={type.id}
          label={
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
              {loanTypeLabel(type.ad)}
              {type.bakim_modu && (
                <Box
                  component="span"
                  role="img"
                  aria-label="bakım modunda"
                  sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'warning.main', flexShrink: 0 }}
                />
              )}
            </Box>
          }
        />
      ))}
    </Tabs>
  );
}
