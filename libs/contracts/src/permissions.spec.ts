import { hasPermission, PERMISSIONS, ROLE_PERMISSIONS } from './permissions';

describe('permission matrix (SPEC §6)', () => {
  it("management roles hold every permission but the collaborator-only one; LGPD export and erasure and the audit log are the owner's", () => {
    for (const role of ['admin', 'owner'] as const) {
      expect(PERMISSIONS.filter((p) => !ROLE_PERMISSIONS[role].has(p))).toEqual(['commissions.viewOwn']);
    }
    expect(PERMISSIONS.filter((p) => !ROLE_PERMISSIONS.manager.has(p)).sort()).toEqual([
      'audit.view',
      'clients.privacy',
      'commissions.viewOwn',
      'webhooks.manage',
    ]);
    expect(hasPermission('staff', 'clients.privacy')).toBe(false);
    expect(hasPermission('staff', 'audit.view')).toBe(false);
  });

  it('a collaborator books and edits but does not manage or delete', () => {
    expect(hasPermission('staff', 'appointments.create')).toBe(true);
    expect(hasPermission('staff', 'commissions.viewOwn')).toBe(true);
    expect(hasPermission('staff', 'checkouts.open')).toBe(true);
    expect(hasPermission('staff', 'transactions.create')).toBe(false);
    expect(hasPermission('staff', 'appointments.delete')).toBe(false);
    expect(hasPermission('staff', 'clients.manage')).toBe(false);
  });

  it('no role or an unknown role is denied', () => {
    expect(hasPermission(null, 'dashboard.view')).toBe(false);
    expect(hasPermission('intruder', 'dashboard.view')).toBe(false);
  });
});
