import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as staff from './permissions.ts';
import type { StaffRole } from './permissions.ts';

describe('the staff permission matrix (issue #35)', () => {
  it('the Administrador can do everything; only the Administrador manages staff', () => {
    expect(staff.permissionsOf(['administrador'])).toEqual([...staff.PERMISSIONS]);
    for (const role of staff.STAFF_ROLES)
      expect(staff.can([role], 'staff.manage'), role).toBe(role === 'administrador');
  });

  it('Atendimento reads orders and customers, notes and approves returns, never edits prices', () => {
    const roles: StaffRole[] = ['atendimento'];
    for (const permission of [
      'orders.read',
      'customers.read',
      'orders.note',
      'returns.manage',
    ] as const)
      expect(staff.can(roles, permission), permission).toBe(true);
    for (const permission of ['prices.write', 'catalogue.write', 'staff.manage'] as const)
      expect(staff.can(roles, permission), permission).toBe(false);
  });

  it('Atendimento refunds up to R$ 500,00; Financeiro and the Administrador any amount', () => {
    expect(staff.refundRefusal(['atendimento'], staff.SERVICE_REFUND_LIMIT)).toBeNull();
    expect(staff.refundRefusal(['atendimento'], 60_000)).toBe(staff.REFUND_LIMIT_MESSAGE);
    expect(staff.refundRefusal(['atendimento', 'financeiro'], 60_000)).toBeNull();
    expect(staff.refundRefusal(['financeiro'], 10_000_000)).toBeNull();
    expect(staff.refundRefusal(['administrador'], 10_000_000)).toBeNull();
  });

  it('roles without orders.refund may refund nothing', () => {
    for (const role of ['catalogo', 'marketing', 'clube'] as const) {
      expect(staff.refundLimitOf([role])).toBe(0);
      expect(staff.refundRefusal([role], 1)).toBe(staff.PERMISSION_DENIED_MESSAGE);
    }
    expect(staff.refundRefusal([], 1)).toBe(staff.PERMISSION_DENIED_MESSAGE);
  });

  it('roles add up: a person holds what any of their roles grants, nothing more', () => {
    const role = fc.constantFrom(...staff.STAFF_ROLES);
    fc.assert(
      fc.property(fc.uniqueArray(role, { maxLength: staff.STAFF_ROLES.length }), (roles) => {
        const granted = staff.permissionsOf(roles);
        for (const permission of staff.PERMISSIONS)
          expect(granted.includes(permission)).toBe(
            roles.some((r) => staff.ROLE_PERMISSIONS[r].includes(permission)),
          );
        for (const permission of staff.PERMISSIONS)
          expect(staff.can(roles, permission)).toBe(granted.includes(permission));
      }),
    );
  });

  it('every role has a pt-BR name and grants only known permissions', () => {
    for (const role of staff.STAFF_ROLES) {
      expect(staff.STAFF_ROLE_NAMES[role]).toMatch(/^[A-ZÁ-Ú]/);
      for (const permission of staff.ROLE_PERMISSIONS[role])
        expect(staff.PERMISSIONS).toContain(permission);
    }
    expect(staff.isStaffRole('financeiro')).toBe(true);
    expect(staff.isStaffRole('root')).toBe(false);
    expect(staff.isStaffRole(7)).toBe(false);
  });
});
