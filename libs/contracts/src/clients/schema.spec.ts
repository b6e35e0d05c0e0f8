import { clientMatchesFilter, clientMatchesSearch, clientSchema, phoneSearchDigits } from './schema';

const DAY = 86_400_000;
const now = new Date('2026-03-01T12:00:00Z');
const ago = (days: number) => new Date(now.getTime() - days * DAY).toISOString();

describe('client filters (SPEC §9)', () => {
  it("'recent' is a visit within 30 days", () => {
    expect(clientMatchesFilter(ago(30), 'recent', now)).toBe(true);
    expect(clientMatchesFilter(ago(31), 'recent', now)).toBe(false);
    expect(clientMatchesFilter(null, 'recent', now)).toBe(false);
  });

  it("'inactive' is no visit or more than 60 days", () => {
    expect(clientMatchesFilter(null, 'inactive', now)).toBe(true);
    expect(clientMatchesFilter(ago(61), 'inactive', now)).toBe(true);
    expect(clientMatchesFilter(ago(60), 'inactive', now)).toBe(false);
    expect(clientMatchesFilter(ago(45), 'all', now)).toBe(true);
  });
});

describe('client search', () => {
  const c = { name: 'Ana Souza', phone: '(11) 98765-4321', email: 'ana@x.com' };
  it('matches name, e-mail and phone digits', () => {
    expect(clientMatchesSearch(c, 'souza')).toBe(true);
    expect(clientMatchesSearch(c, 'ANA@X')).toBe(true);
    expect(clientMatchesSearch(c, '98765-43')).toBe(true);
    expect(clientMatchesSearch(c, '1198765')).toBe(true);
    expect(clientMatchesSearch(c, 'bia')).toBe(false);
    expect(clientMatchesSearch(c, '  ')).toBe(true);
  });

  it('only digit-like searches compare phone digits', () => {
    expect(phoneSearchDigits('(11) 9876')).toBe('119876');
    expect(phoneSearchDigits('ana 1')).toBeNull();
    expect(phoneSearchDigits('--')).toBeNull();
  });
});

describe('clientSchema', () => {
  it('turns empty optional fields into null and keeps the SPEC messages', () => {
    expect(clientSchema.validateSync({ name: ' Ana ', phone: '11999998888', email: '', address: '', notes: '' })).toEqual({
      name: 'Ana',
      phone: '11999998888',
      email: null,
      address: null,
      notes: null,
    });
    expect(() => clientSchema.validateSync({ name: 'Ana', phone: '119999' })).toThrow('Telefone deve ter pelo menos 10 dígitos');
  });
});
