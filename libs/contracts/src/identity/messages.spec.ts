import { MSG } from './messages';
import { MSG as FROM_SCHEMA } from './schema';

describe('auth messages', () => {
  it('are SPEC §5 texts, still importable from the schema', () => {
    expect(FROM_SCHEMA).toBe(MSG);
    expect(MSG.loginFailed).toBe('E-mail ou senha incorretos. Verifique suas credenciais.');
    expect(MSG.emailTaken).toBe('Este e-mail já está cadastrado.');
  });
});
