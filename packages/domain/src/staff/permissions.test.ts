import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  can,
  isStaffRole,
  PERMISSION_DENIED_MESSAGE,
  PERMISSIONS,
  permissionsOf,
  REFUND_LIMIT_MESSAGE,
  refundLimitOf,
  refundRefusal,
  ROLE_PERMISSIONS,
  SERVICE_REFUND_LIMIT,
  STAFF_ROLE_NAMES,
  STAFF_ROLES,
  type StaffRole,
} from './permissions.ts';

describe('the staff permission matrix (issue #35)', () => {
  it('the Administrador can do everything; only the Administrador manages staff', () => {
    expect(permissionsOf(['administrador'])).toEqual([...PERMISSIONS]);
    for (const role of STAFF_ROLES)
      expect(can([role], 'staff.manage'), role).toBe(role === 'administrador');
  });

  it('Atendimento reads orders and customers, notes and approves returns, never edits prices', () => {
    const roles: StaffRole[] = ['atendimento'];
    for (const permission of [
      'orders.read',
      'customers.read',
      'orders.note',
      'returns.manage',
    ] as const)
      expect(can(roles, permission), permission).toBe(true);
    for (const permission of ['prices.write', 'catalogue.write', 'staff.manage'] as const)
      expect(can(roles, permission), permission).toBe(false);
  });

  it('Atendimento refunds up to R$ 500,00; Financeiro and the Administrador any amount', () => {
    expect(refundRefusal(['atendimento'], SERVICE_REFUND_LIMIT)).toBeNull();
    expect(refundRefusal(['atendimento'], 60_000)).toBe(REFUND_LIMIT_MESSAGE);
    expect(refundRefusal(['atendimento', 'financeiro'], 60_000)).toBeNull();
    expect(refundRefusal(['financeiro'], 10_000_000)).toBeNull();
    expect(refundRefusal(['administrador'], 10_000_000)).toBeNull();
  });

  it('roles without orders.refund may refund nothing', () => {
    for (const role of ['catalogo', 'marketing', 'clube'] as const) {
      expect(refundLimitOf([role])).toBe(0);
      expect(refundRefusal([role], 1)).toBe(PERMISSION_DENIED_MESSAGE);
    }
    expect(refundRefusal([], 1)).toBe(PERMISSION_DENIED_MESSAGE);
  });

  it('roles add up: a person holds what any of their roles grants, nothing more', () => {
    const role = fc.constantFrom(...STAFF_ROLES);
    fc.assert(
      fc.property(fc.uniqueArray(role, { maxLength: STAFF_ROLES.length }), (roles) => {
        const granted = permissionsOf(roles);
        for (const permission of PERMISSIONS)
          expect(granted.includes(permission)).toBe(
            roles.some((r) => ROLE_PERMISSIONS[r].includes(permission)),
          );
        for (const permission of PERMISSIONS)
          expect(can(roles, permission)).toBe(granted.includes(permission));
      }),
    );
  });

  it('every role has a pt-BR name and grants only known permissions', () => {
    for (const role of STAFF_ROLES) {
      expect(STAFF_ROLE_NAMES[role]).toMatch(/^[A-ZÁ-Ú]/);
      for (const permission of ROLE_PERMISSIONS[role]) expect(PERMISSIONS).toContain(permission);
    }
    expect(isStaffRole('financeiro')).toBe(true);
    expect(isStaffRole('root')).toBe(false);
    expect(isStaffRole(7)).toBe(false);
  });
});
