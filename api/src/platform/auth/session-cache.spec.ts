import type { AuthContext } from './auth-context';
import { SessionCache } from './session-cache';

const auth = (sessionId: string, establishmentId: number): AuthContext => ({
  sessionId,
  userId: 1,
  establishmentId,
  role: 'admin',
  staffId: null,
  name: 'Dona',
  email: 'dona@teste.com',
  plan: 'Base',
  billingStatus: 'active',
  timezone: 'America/Sao_Paulo',
  zone: 'America/Sao_Paulo',
});

describe('SessionCache', () => {
  it('answers a session for ttlMs, then asks again', () => {
    const cache = new SessionCache(1000);
    cache.set('a', auth('1', 7), 0);
    expect(cache.get('a', 999)?.sessionId).toBe('1');
    expect(cache.get('a', 1000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps nothing with ttlMs 0', () => {
    const cache = new SessionCache(0);
    cache.set('a', auth('1', 7), 0);
    expect(cache.get('a', 0)).toBeUndefined();
  });

  it('drops ended sessions by id and every session of an establishment that wrote', () => {
    const cache = new SessionCache(1000);
    cache.set('a', auth('1', 7), 0);
    cache.set('b', auth('2', 7), 0);
    cache.set('c', auth('3', 8), 0);
    cache.forgetSessions(['2']);
    expect([cache.get('a', 1), cache.get('b', 1), cache.get('c', 1)].map((x) => x?.sessionId)).toEqual(['1', undefined, '3']);
    cache.forgetEstablishment(7);
    expect([cache.get('a', 1), cache.get('c', 1)].map((x) => x?.sessionId)).toEqual([undefined, '3']);
  });

  it('a caller cannot change what the next caller is told', () => {
    const cache = new SessionCache(1000);
    cache.set('a', auth('1', 7), 0);
    expect(() => Object.assign(cache.get('a', 1)!, { role: 'staff' })).toThrow(TypeError);
    expect(cache.get('a', 1)?.role).toBe('admin');
  });

  it('full: expired entries go first, and a flood of live ones starts it over', () => {
    const cache = new SessionCache(1000, 2);
    cache.set('a', auth('1', 7), 0);
    cache.set('b', auth('2', 7), 900);
    cache.set('c', auth('3', 7), 1500);
    expect([cache.get('a', 1500), cache.get('b', 1500)?.sessionId, cache.get('c', 1500)?.sessionId]).toEqual([undefined, '2', '3']);
    cache.set('d', auth('4', 7), 1600);
    expect(cache.size).toBe(1);
  });
});
