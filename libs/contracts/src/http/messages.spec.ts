import { HTTP_MSG } from './messages';

describe('HTTP messages', () => {
  it('are the SPEC texts the API and the guards show', () => {
    expect(HTTP_MSG.noSession).toBe('Sessão expirada ou inexistente. Faça login novamente.');
    expect(HTTP_MSG.noPermission).toBe('Você não tem permissão para acessar esta página.');
    expect(HTTP_MSG.notFound).toBe('Recurso não encontrado.');
  });
});
