import { hasPermission, isManagement } from './permissions';
import { planIncludes, planRequiredMessage, staffLimit, staffUpgradePlan } from './plans';
import { roleLabel } from './roles';

describe('plan rules (SPEC §6, §9)', () => {
  it('financial and loyalty need Core, inventory Expert', () => {
    expect([planIncludes('Base', 'financial'), planIncludes('Core', 'financial'), planIncludes('Expert', 'financial')]).toEqual([false, true, true]);
    expect([planIncludes('Base', 'loyalty'), planIncludes('Core', 'loyalty')]).toEqual([false, true]);
    expect([planIncludes('Core', 'inventory'), planIncludes('Expert', 'inventory')]).toEqual([false, true]);
  });
  it('unknown plan is treated as Base', () => {
    expect(planIncludes(undefined, 'financial')).toBe(false);
    expect(staffLimit('Gold')).toBe(2);
  });
  it('staff limits: Base 2, Core 5, Expert unlimited; upgrade suggestion', () => {
    expect([staffLimit('Base'), staffLimit('Core'), staffLimit('Expert')]).toEqual([2, 5, null]);
    expect([staffUpgradePlan('Base'), staffUpgradePlan('Core')]).toEqual(['Core', 'Expert']);
  });
  it('blocked-feature text', () => {
    expect(planRequiredMessage('financial', 'Base')).toBe('Este recurso requer o plano Core. Seu plano atual: Base.');
  });
});

describe('permission matrix (SPEC §6)', () => {
  it('no user, no permission', () => {
    expect(hasPermission(null, 'dashboard.view')).toBe(false);
  });
  it('everyone logged in views the dashboard and appointments', () => {
    for (const role of ['admin', 'staff'] as const) {
      expect(hasPermission(role, 'dashboard.view')).toBe(true);
      expect(hasPermission(role, 'appointments.create')).toBe(true);
      expect(hasPermission(role, 'account.security')).toBe(true);
    }
  });
  it('admin-only actions are refused to staff', () => {
    for (const p of [
      'appointments.delete',
      'clients.manage',
      'services.manage',
      'staff.manage',
      'products.manage',
      'transactions.viewAll',
      'transactions.create',
      'loyalty.view',
      'settings.editBusiness',
    ] as const) {
      expect(hasPermission('admin', p)).toBe(true);
      expect(hasPermission('staff', p)).toBe(false);
    }
  });
  it('only staff has the own-commission view; both see finances and settings', () => {
    expect(hasPermission('staff', 'commissions.viewOwn')).toBe(true);
    expect(hasPermission('admin', 'commissions.viewOwn')).toBe(false);
    expect(hasPermission('staff', 'finances.view') && hasPermission('staff', 'settings.view')).toBe(true);
  });
  it('management and labels', () => {
    expect(['admin', 'owner', 'manager', 'staff'].map(isManagement)).toEqual([true, true, true, false]);
    expect([roleLabel('admin'), roleLabel('staff'), roleLabel('manager')]).toEqual(['Administrador', 'Colaborador', 'Colaborador']);
  });
});
