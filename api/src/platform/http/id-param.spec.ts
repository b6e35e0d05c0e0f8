import { HttpException } from '@nestjs/common';
import { parseId } from './id-param';

const answer = (value: string, message?: string) => {
  try {
    return parseId(value, message);
  } catch (error) {
    const e = error as HttpException;
    return { status: e.getStatus(), body: e.getResponse() };
  }
};

describe('path ids', () => {
  it('a positive int4 is the id', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId('2147483647')).toBe(2147483647);
  });

  it("anything else names no row: 404 with the record's message, or the generic one", () => {
    expect(answer('0')).toEqual({ status: 404, body: { message: 'Recurso não encontrado.' } });
    expect(answer('2147483648', 'Cliente não encontrado.')).toEqual({ status: 404, body: { message: 'Cliente não encontrado.' } });
    expect(answer('12abc', 'Cliente não encontrado.')).toEqual({ status: 404, body: { message: 'Cliente não encontrado.' } });
    expect(answer('-1')).toMatchObject({ status: 404 });
  });
});
