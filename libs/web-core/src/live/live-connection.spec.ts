import { QueryClient } from '@tanstack/react-query';
import { connectLive, liveUrl, reconnectDelay } from './live-connection';
import { LIVE_BATCH_MS } from './live-refresh';

class FakeSocket {
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: ((e: unknown) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.onclose?.();
  }
}

describe('live connection', () => {
  it('uses wss on https and ws otherwise', () => {
    expect(liveUrl({ protocol: 'https:', host: 'a.b' })).toBe('wss://a.b/ws');
    expect(liveUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/ws');
  });

  it('authenticates after open, refreshes on messages and reconnects with backoff', () => {
    jest.useFakeTimers();
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const sockets: FakeSocket[] = [];
    const client = new QueryClient();
    const spy = jest.spyOn(client, 'invalidateQueries');
    const stop = connectLive({ id: 4, role: 'admin', establishmentId: 9 }, client, (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s as unknown as WebSocket;
    });
    sockets[0].onopen?.();
    expect(JSON.parse(sockets[0].sent[0])).toEqual({ type: 'auth', establishmentId: 9, userId: 4, userRole: 'admin' });
    sockets[0].onmessage?.({ data: JSON.stringify({ type: 'inventory_change' }) });
    jest.advanceTimersByTime(LIVE_BATCH_MS);
    expect(spy).toHaveBeenCalledTimes(3);
    sockets[0].onclose?.();
    jest.advanceTimersByTime(reconnectDelay(0));
    expect(sockets).toHaveLength(2);
    stop();
    jest.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(2);
    jest.useRealTimers();
  });
});
