/**
 * Issue #35 (DESIGN "The back office"): what staff may do. Permissions are data: each role is a set
 * of them, and every admin operation declares the one it needs. The server refuses what a role
 * lacks (403, `PERMISSION_DENIED_MESSAGE`), and the back office hides it.
 */
import type { Centavos } from '../money.ts';

/** Every permission, with what it lets a person do as the back office says it. */
export const PERMISSION_LABELS = {
  'orders.read': 'Ver pedidos',
  'orders.note': 'Anotar pedidos',
  'orders.fulfil': 'Faturar, enviar e entregar pedidos',
  'orders.cancel': 'Cancelar pedidos',
  'orders.refund': 'Reembolsar pedidos',
  'returns.manage': 'Tratar devoluções',
  'customers.read': 'Ver clientes',
  'catalogue.write': 'Editar o catálogo',
  'prices.write': 'Editar preços',
  'marketing.write': 'Editar banners, campanhas e flags',
  'club.run': 'Rodar o clube',
  'privacy.manage': 'Atender pedidos da LGPD',
  'staff.manage': 'Gerenciar a equipe',
  'audit.read': 'Ver o registro de auditoria',
} as const;
export type Permission = keyof typeof PERMISSION_LABELS;
export const PERMISSIONS = Object.keys(PERMISSION_LABELS) as Permission[];

/** Each role, by its id, with its name as the back office shows it. */
export const STAFF_ROLE_NAMES = {
  administrador: 'Administrador',
  atendimento: 'Atendimento',
  catalogo: 'Catálogo',
  marketing: 'Marketing',
  clube: 'Clube',
  financeiro: 'Financeiro',
} as const;
export type StaffRole = keyof typeof STAFF_ROLE_NAMES;
export const STAFF_ROLES = Object.keys(STAFF_ROLE_NAMES) as StaffRole[];

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
  return typeof value === 'string' && Object.hasOwn(STAFF_ROLE_NAMES, value);
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
