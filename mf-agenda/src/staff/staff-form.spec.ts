import { ERROR_CODES } from '@salao/contracts';
import { ApiError } from '@salao/web-core';
import { isStaffLimit } from './staff-form';

describe('isStaffLimit', () => {
  it("opens the limit dialog on the server's staff_limit code, whatever the message says", () => {
    const limit = 'Limite de colaboradores atingido (2/2) no plano Base. Faça upgrade para o plano Core para adicionar mais colaboradores.';
    expect(isStaffLimit(new ApiError(limit, 403, { message: limit, code: ERROR_CODES.staffLimit }))).toBe(true);
    expect(isStaffLimit(new ApiError('Outro texto', 403, { message: 'Outro texto', code: ERROR_CODES.staffLimit }))).toBe(true);
  });

  it('is not the limit for the same text without the code, nor for other failures', () => {
    expect(isStaffLimit(new ApiError('Limite de colaboradores atingido', 403, { message: 'Limite de colaboradores atingido' }))).toBe(false);
    expect(isStaffLimit(new Error('Limite de colaboradores atingido'))).toBe(false);
    expect(isStaffLimit(new ApiError('HTTP 500', 500, null))).toBe(false);
  });
});
