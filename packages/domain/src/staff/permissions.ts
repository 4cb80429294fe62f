/**
 * Issue #35 (DESIGN "The back office"): what staff may do. Permissions are data: each role is a set
 * of them, and every admin operation declares the one it needs. The server refuses what a role
 * lacks (403, `PERMISSION_DENIED_MESSAGE`), and the back office hides it.
 */
import type { Centavos } from '../money.ts';

export const PERMISSIONS = [
  'orders.read',
  'orders.note',
  'orders.fulfil',
  'orders.cancel',
  'orders.refund',
  'returns.manage',
  'customers.read',
  'catalogue.write',
  'prices.write',
  'marketing.write',
  'club.run',
  'privacy.manage',
  'staff.manage',
  'audit.read',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const STAFF_ROLES = [
  'administrador',
  'atendimento',
  'catalogo',
  'marketing',
  'clube',
  'financeiro',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Each role's name as the back office shows it. */
export const STAFF_ROLE_NAMES: Record<StaffRole, string> = {
  administrador: 'Administrador',
  atendimento: 'Atendimento',
  catalogo: 'Catálogo',
  marketing: 'Marketing',
  clube: 'Clube',
  financeiro: 'Financeiro',
};

/**
 * The permission matrix. Atendimento reads orders and customers, adds notes, approves returns and
 * refunds up to `SERVICE_REFUND_LIMIT` (never prices); Financeiro refunds any amount; the
 * Administrador can do everything, staff management included.
 */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  administrador: PERMISSIONS,
  atendimento: [
    'orders.read',
    'orders.note',
    'orders.cancel',
    'orders.refund',
    'returns.manage',
    'customers.read',
    'privacy.manage',
  ],
  catalogo: ['catalogue.write', 'prices.write'],
  marketing: ['marketing.write'],
  clube: ['club.run', 'customers.read'],
  financeiro: [
    'orders.read',
    'orders.fulfil',
    'orders.cancel',
    'orders.refund',
    'returns.manage',
    'customers.read',
    'audit.read',
  ],
};

/** The largest refund Atendimento may grant alone (R$ 500,00). */
export const SERVICE_REFUND_LIMIT: Centavos = 50_000;

export const PERMISSION_DENIED_MESSAGE = 'Você não tem permissão para esta ação.';
export const REFUND_LIMIT_MESSAGE =
  'Reembolsos acima de R$ 500,00 precisam de alguém do Financeiro.';

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** Everything a person with these roles may do, in the order of PERMISSIONS. */
export function permissionsOf(roles: readonly StaffRole[]): Permission[] {
  const granted = new Set(roles.flatMap((role) => ROLE_PERMISSIONS[role]));
  return PERMISSIONS.filter((permission) => granted.has(permission));
}

export function can(roles: readonly StaffRole[], permission: Permission): boolean {
  return roles.some((role) => ROLE_PERMISSIONS[role].includes(permission));
}

/**
 * The largest refund these roles may grant: none without `orders.refund`, `SERVICE_REFUND_LIMIT`
 * for Atendimento alone, any amount for Financeiro and the Administrador.
 */
export function refundLimitOf(roles: readonly StaffRole[]): Centavos {
  if (!can(roles, 'orders.refund')) return 0;
  const unlimited = roles.some((role) => role === 'financeiro' || role === 'administrador');
  return unlimited ? Number.MAX_SAFE_INTEGER : SERVICE_REFUND_LIMIT;
}

/** Why these roles may not refund `amount`, or null when they may. */
export function refundRefusal(roles: readonly StaffRole[], amount: Centavos): string | null {
  if (!can(roles, 'orders.refund')) return PERMISSION_DENIED_MESSAGE;
  return amount > refundLimitOf(roles) ? REFUND_LIMIT_MESSAGE : null;
}
