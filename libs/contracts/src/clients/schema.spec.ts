import { clientMatchesFilter, clientMatchesSearch, clientSchema, phoneSearchDigits } from './schema';
import { clientWhatsappLink } from './profile';

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

describe('clientSchema: birthday and anamnesis', () => {
  const base = { name: 'Ana', phone: '11999998888' };
  it('accepts a real birthday and bounded free questions, with pt-BR messages otherwise', () => {
    const valid = clientSchema.validateSync({ ...base, birthday: '1990-02-28', anamnesis: [{ question: ' Usa química? ', answer: 'Sim' }] });
    expect(valid).toMatchObject({ birthday: '1990-02-28', anamnesis: [{ question: 'Usa química?', answer: 'Sim' }] });
    expect(() => clientSchema.validateSync({ ...base, birthday: '1990-02-30' })).toThrow('Data de nascimento inválida');
    expect(() => clientSchema.validateSync({ ...base, birthday: '30/01/1990' })).toThrow('Data de nascimento inválida');
    expect(() => clientSchema.validateSync({ ...base, anamnesis: [{ question: '', answer: 'x' }] })).toThrow('Pergunta é obrigatória');
    const many = Array.from({ length: 31 }, (_, i) => ({ question: `P${i}`, answer: '' }));
    expect(() => clientSchema.validateSync({ ...base, anamnesis: many })).toThrow('A anamnese deve ter no máximo 30 perguntas');
    expect(() => clientSchema.validateSync({ ...base, allergies: 'a'.repeat(2001) })).toThrow('Alergias devem ter no máximo 2000 caracteres');
  });
});

describe('clientWhatsappLink', () => {
  it('opens wa.me with 55 and the greeting by first name, or nothing without a Brazilian phone', () => {
    expect(clientWhatsappLink('(11) 98765-4321', 'Ana Souza', 'Salão Bela')).toBe(
      `https://wa.me/5511987654321?text=${encodeURIComponent('Olá, Ana! Aqui é do Salão Bela.')}`,
    );
    expect(clientWhatsappLink('+55 11 98765-4321', 'Ana', 'X')).toMatch(/^https:\/\/wa\.me\/5511987654321\?/);
    expect(clientWhatsappLink('', 'Cliente anonimizado #3', 'X')).toBeNull();
  });
});
