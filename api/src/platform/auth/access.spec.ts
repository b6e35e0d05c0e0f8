import type { AuthContext } from './auth-context';
import { decideAccess, MESSAGES } from './access';

const staff: AuthContext = {
  sessionId: '1',
  userId: 10,
  establishmentId: 3,
  role: 'staff',
  staffId: 5,
  name: 'Ana',
  email: 'ana@x.com',
  plan: 'Base',
  timezone: 'America/Sao_Paulo',
  zone: 'America/Sao_Paulo',
};
const admin: AuthContext = { ...staff, userId: 11, role: 'admin', staffId: null };

describe('decideAccess', () => {
  it('denies a route that declares no policy, even to an admin', () => {
    expect(decideAccess(undefined, undefined, admin, {})).toEqual({ allow: false, status: 403, message: MESSAGES.noPolicy });
  });

  it('lets public routes through without a session', () => {
    expect(decideAccess({ kind: 'public' }, undefined, null, {})).toEqual({ allow: true });
  });

  it('answers 401 without a session', () => {
    expect(decideAccess({ kind: 'authenticated' }, undefined, null, {})).toMatchObject({ allow: false, status: 401 });
  });

  it('applies the permission matrix: staff cannot edit business settings, admin can', () => {
    const policy = { kind: 'permission', permission: 'settings.editBusiness' } as const;
    expect(decideAccess(policy, undefined, staff, {})).toEqual({ allow: false, status: 403, message: MESSAGES.noPermission });
    expect(decideAccess(policy, undefined, admin, {})).toEqual({ allow: true });
  });

  it('refuses headers that contradict the session, accepts ones that agree', () => {
    const policy = { kind: 'authenticated' } as const;
    expect(decideAccess(policy, undefined, staff, { role: 'admin' })).toMatchObject({ status: 403, message: MESSAGES.forgedHeaders });
    expect(decideAccess(policy, undefined, staff, { establishmentId: '4' })).toMatchObject({ status: 403 });
    expect(decideAccess(policy, undefined, staff, { userId: '11' })).toMatchObject({ status: 403 });
    expect(decideAccess(policy, undefined, staff, { userId: '10', establishmentId: '3', role: 'staff' })).toEqual({ allow: true });
  });

  it('gates plan features with the SPEC message', () => {
    const policy = { kind: 'authenticated' } as const;
    expect(decideAccess(policy, 'financial', admin, {})).toEqual({
      allow: false,
      status: 403,
      message: 'Este recurso requer o plano Core. Seu plano atual: Base.',
    });
    expect(decideAccess(policy, 'inventory', { ...admin, plan: 'Core' }, {})).toMatchObject({
      message: 'Este recurso requer o plano Expert. Seu plano atual: Core.',
    });
    expect(decideAccess(policy, 'loyalty', { ...admin, plan: 'Core' }, {})).toEqual({ allow: true });
  });
});
