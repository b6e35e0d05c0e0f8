import { Param, type PipeTransform } from '@nestjs/common';
import { HTTP_MSG } from '@salao/contracts';
import { fail } from './errors';

/**
 * A path id that is not a positive int4 cannot name any row: 404, in pt-BR (Nest's own pipe answers in
 * English), with the record's own not-found message when the route gives one.
 */
export function parseId(value: string, notFound: string = HTTP_MSG.notFound): number {
  const n = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  if (!(n > 0 && n <= 2147483647)) throw fail(404, notFound);
  return n;
}

class IdPipe implements PipeTransform<string, number> {
  constructor(private readonly notFound: string) {}

  transform(value: string): number {
    return parseId(value, this.notFound);
  }
}

/** `@IdParam('id', CLIENT_MSG.notFound) id: number` */
export const IdParam = (name = 'id', notFound: string = HTTP_MSG.notFound) => Param(name, new IdPipe(notFound));
