import { useId, useState } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { CALL_OUTCOMES, CALL_OUTCOME_LABELS, type CallOutcome } from '@kredi/contracts/crm';

/** 'Ara': after the call, staff pick what happened (contracts/crm callOutcomes.ts). */
export function OutcomeMenuButton({
  label = 'Ara',
  onPick,
  ...button
}: { label?: string; onPick: (outcome: CallOutcome) => void } & Omit<ButtonProps, 'onClick'>) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <Button
        size="small"
        variant="contained"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        {...button}
      >
        {label}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {CALL_OUTCOMES.map((outcome) => (
          <MenuItem
            key={outcome}
            onClick={() => {
              setAnchor(null);
              onPick(outcome);
            }}
          >
            {CALL_OUTCOME_LABELS[outcome]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
