import { MANAGER_ROLES, roleAllows, type StaffRole } from './roles';

/**
 * Who may do which guarded action, beyond the route's role set (docs/crm.md 'Roles per action'). The API enforces
 * each rule and the pages read the same one to hide or disable a control, with the reason below.
 */
export interface StaffActor {
  id: number;
  role: StaffRole;
}

/** KVKK erase (irreversible anonymisation): leaders only. */
export const KVKK_ERASE_ROLES: readonly StaffRole[] = MANAGER_ROLES;

/**
 * Changing one customer's owner. Leaders may always. A 'personel' may hand over or release a lead they own, and take
 * an unassigned lead for themselves; moving someone else's lead (or giving an unassigned one away) is the leaders'
 * distribution of work, as the bulk assign is.
 */
export function canAssignCustomer(actor: StaffActor, currentOwnerId: number | null, targetId: number | null): boolean {
  if (roleAllows(actor.role, MANAGER_ROLES)) return true;
  if (currentOwnerId === actor.id) return true;
  return currentOwnerId === null && targetId === actor.id;
}

/** The role order, weakest first (the index in STAFF_ROLES). */
const RANK: Record<StaffRole, number> = { personel: 0, yönetici: 1, admin: 2 };

/** Admin > Personel 'Görevde': an admin switches anyone; a 'yönetici' their own and the 'personel' accounts'. */
export function canSetOnDuty(actor: StaffActor, target: StaffActor): boolean {
  if (actor.role === 'admin') return true;
  if (!roleAllows(actor.role, MANAGER_ROLES)) return false;
  return target.id === actor.id || RANK[target.role] < RANK[actor.role];
}

/**
 * Sharing a saved view of the customer list with everyone (or taking it back): leaders only, since a shared view
 * appears in every colleague's list of views. Anyone may save views for themselves.
 */
export const canShareSavedView = (role: StaffRole): boolean => roleAllows(role, MANAGER_ROLES);

/** Staff phone numbers in Admin > Personel are shown in full to admins only; a 'yönetici' sees them masked. */
export const canReadStaffPhones = (role: StaffRole): boolean => role === 'admin';

/** '05321234567' -> '0532*****67': enough to tell two accounts apart, not to call them. */
export function maskStaffPhone(phone: string): string {
  return phone.length < 7 ? '*'.repeat(phone.length) : `${phone.slice(0, 4)}${'*'.repeat(phone.length - 6)}${phone.slice(-2)}`;
}

export const permissionMessages = {
  kvkkEraseForbidden: 'KVKK silme işlemini yalnızca yönetici ya da admin yapabilir.',
  assignForbidden: 'Başka bir personelin müşterisini yalnızca yönetici ya da admin yeniden atayabilir.',
  assignUnownedForbidden: 'Atanmamış bir müşteriyi yalnızca kendinize atayabilirsiniz; başka birine atamayı yönetici ya da admin yapar.',
  onDutyForbidden: 'Bu hesabın görev durumunu yalnızca admin değiştirebilir.',
  savedViewShareForbidden: 'Görünümleri herkesle yalnızca yönetici ya da admin paylaşabilir; görünümü kendiniz için kaydedebilirsiniz.',
  phoneMasked: 'Telefon numaralarını yalnızca admin tam olarak görebilir.',
} as const;
