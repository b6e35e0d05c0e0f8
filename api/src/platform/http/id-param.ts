import { Param, type PipeTransform } from '@nestjs/common';
import { fail } from './errors';

/** A path id that is not a positive int4 cannot name any row: 404, in pt-BR (Nest's own pipe answers in English). */
class IdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const n = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (!(n > 0 && n <= 2147483647)) throw fail(404, 'Recurso não encontrado.');
    return n;
  }
}

/** `@IdParam('id') id: number` */
export const IdParam = (name = 'id') => Param(name, new IdPipe());
