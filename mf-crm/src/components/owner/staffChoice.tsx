import MenuItem from '@mui/material/MenuItem';
import { crmMessages } from '@kredi/contracts/crm';

/** The owner select's value for 'Atanmamış' (select values are strings; staff ids become their decimal text). */
export const UNASSIGN = 'atanmamis';

export const choiceOf = (id: number | null) => (id === null ? UNASSIGN : String(id));

/** The staff id a choice stands for: null is 'Atanmamış' (the assign routes' `personel_id`). */
export const ownerIdOf = (choice: string) => (choice === UNASSIGN ? null : Number(choice));

/**
 * The owner select's options, shared by the customer file and the bulk bar: 'Atanmamış', then every active staff
 * member. `allowed` (the role rule) leaves the choices the signed-in member may not make visible but disabled.
 */
export function staffOptions(
  staff: ReadonlyArray<{ id: number; ad_soyad: string }> | undefined,
  allowed: (id: number | null) => boolean = () => true,
) {
  return [
    <MenuItem key={UNASSIGN} value={UNASSIGN} disabled={!allowed(null)}>
      {crmMessages.notAssigned}
    </MenuItem>,
    ...(staff ?? []).map((s) => (
      <MenuItem key={s.id} value={String(s.id)} disabled={!allowed(s.id)}>
        {s.ad_soyad}
      </MenuItem>
    )),
  ];
}
