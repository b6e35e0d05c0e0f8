import type { QueryClient } from '@tanstack/react-query';
import type { ClientDto, QueryName } from '@salao/contracts';
import { KEYS } from './queries';

const byName = (a: ClientDto, b: ClientDto) => a.name.localeCompare(b.name, 'pt-BR', { sensitivity: 'base' }) || a.id - b.id;

function isClient(answer: unknown): answer is ClientDto {
  const c = answer as Partial<ClientDto> | null;
  return !!c && typeof c.id === 'number' && typeof c.name === 'string';
}

/** Puts a saved client (the write's answer) into the cached list, in the list's name order. */
export function putClient(client: QueryClient, answer: unknown): QueryName[] {
  if (!isClient(answer) || !client.getQueryData(KEYS.clients)) return [];
  client.setQueryData<ClientDto[]>(KEYS.clients, (list) => list && [...list.filter((c) => c.id !== answer.id), answer].sort(byName));
  return ['clients'];
}

/** Takes a deleted client out of the cached list. */
export function dropClient(client: QueryClient, id: number): QueryName[] {
  if (!client.getQueryData(KEYS.clients)) return [];
  client.setQueryData<ClientDto[]>(KEYS.clients, (list) => list?.filter((c) => c.id !== id));
  return ['clients'];
}
