import { QueryClient } from '@tanstack/react-query';
import { serverReachability } from './server-reachability';

const noAnswer = Object.assign(new Error('Não foi possível conectar ao servidor.'), { status: 0 });
const answered = Object.assign(new Error('Falha simulada'), { status: 500 });

async function read(client: QueryClient, key: string, outcome: 'ok' | Error) {
  await client.fetchQuery({ queryKey: [key], retry: false, queryFn: () => (outcome === 'ok' ? Promise.resolve(1) : Promise.reject(outcome)) }).catch(() => {});
}

describe('serverReachability (the offline strip)', () => {
  it('a read without any answer makes the server unreachable; any answer, even an error, makes it reachable again', async () => {
    const client = new QueryClient();
    const r = serverReachability(client);
    const changes = jest.fn();
    r.subscribe(changes);
    expect(r.unreachable()).toBe(false);
    await read(client, 'a', noAnswer);
    expect(r.unreachable()).toBe(true);
    await read(client, 'b', answered);
    expect(r.unreachable()).toBe(false);
    await read(client, 'c', noAnswer);
    await read(client, 'd', 'ok');
    expect(r.unreachable()).toBe(false);
    expect(changes).toHaveBeenCalledTimes(4);
    r.stop();
    client.clear();
  });
});
