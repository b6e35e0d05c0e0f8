import { BadRequestException, HttpException, NotFoundException } from '@nestjs/common';
import { fail, hasCode, toErrorAnswer } from './errors';

describe('toErrorAnswer', () => {
  it('keeps our pt-BR messages', () => {
    expect(toErrorAnswer(fail(409, 'Horário indisponível.'))).toEqual({ status: 409, message: 'Horário indisponível.', unexpected: false });
  });

  it('replaces framework English defaults with pt-BR', () => {
    expect(toErrorAnswer(new NotFoundException('Cannot GET /api/x')).message).toBe('Recurso não encontrado.');
    expect(toErrorAnswer(new HttpException('Forbidden', 403)).message).toBe('Você não tem permissão para acessar esta página.');
    expect(toErrorAnswer(new BadRequestException("Body is not valid JSON but content-type is set to 'application/json'")).message).toBe(
      'Corpo da requisição inválido: envie um JSON válido.',
    );
  });

  it('answers body-size and content-type refusals in pt-BR', () => {
    expect(toErrorAnswer(new HttpException('Request body is too large', 413)).message).toBe('Requisição muito grande.');
  });

  it('turns database invariants into 4xx, never 500', () => {
    expect(toErrorAnswer({ code: '23505' })).toMatchObject({ status: 409, unexpected: false });
    expect(toErrorAnswer({ driverError: { code: '23P01' } })).toMatchObject({ status: 409, message: 'Conflito de horário com outro registro.' });
    expect(toErrorAnswer({ code: '22P02' })).toMatchObject({ status: 400 });
  });

  it('answers leftover deadlocks and serialization failures 409, never 500', () => {
    expect(toErrorAnswer({ code: '40P01' })).toMatchObject({ status: 409, unexpected: false });
    expect(toErrorAnswer({ driverError: { code: '40001' } })).toMatchObject({ status: 409, unexpected: false });
  });

  it('answers an unreachable database 503 with Retry-After', () => {
    const down = { status: 503, message: 'Serviço temporariamente indisponível. Tente novamente em instantes.', unexpected: false, retryAfter: 5 };
    expect(toErrorAnswer(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toEqual(down);
    expect(toErrorAnswer(new Error('Connection terminated unexpectedly'))).toEqual(down);
    expect(toErrorAnswer(new Error('timeout exceeded when trying to connect'))).toEqual(down);
    expect(toErrorAnswer({ driverError: { code: '57P01' } })).toEqual(down);
    expect(toErrorAnswer({ code: '08006' })).toEqual(down);
  });

  it('hides unexpected errors behind a generic 500', () => {
    expect(toErrorAnswer(new Error('segredo interno'))).toEqual({ status: 500, message: 'Erro interno do servidor. Tente novamente.', unexpected: true });
  });
});

describe('hasCode', () => {
  it('recognises a failure by its code, whatever its message or status', () => {
    expect(hasCode(fail(409, 'Horário indisponível para este profissional.', 'slot_taken'), 'slot_taken')).toBe(true);
    expect(hasCode(fail(409, 'Horário indisponível para este profissional.'), 'slot_taken')).toBe(false);
    expect(hasCode(fail(403, 'Limite de colaboradores atingido', 'staff_limit'), 'slot_taken')).toBe(false);
    expect(hasCode(new HttpException('Conflict', 409), 'slot_taken')).toBe(false);
    expect(hasCode({ code: 'slot_taken' }, 'slot_taken')).toBe(false);
  });

  it('keeps the code beside the pt-BR message in the answer', () => {
    expect(toErrorAnswer(fail(409, 'Horário indisponível.', 'slot_taken'))).toEqual({
      status: 409,
      message: 'Horário indisponível.',
      code: 'slot_taken',
      unexpected: false,
    });
  });
});
