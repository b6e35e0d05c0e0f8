import WebSocket from 'ws';
import { SESSION_COOKIE } from '@salao/contracts';

/** A browser's /ws connection with the session cookie, collecting every message it receives. */
export function connectLive<M = { type: string }>(base: string, token: string | null): Promise<{ ws: WebSocket; messages: M[] }> {
  const ws = new WebSocket(base.replace('http', 'ws') + '/ws', { headers: token ? { cookie: `${SESSION_COOKIE}=${token}` } : {} });
  const messages: M[] = [];
  ws.on('message', (data) => messages.push(JSON.parse(String(data))));
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ ws, messages }));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.once('error', reject);
  });
}

/** The first collected message that `found` accepts, waiting up to `ms` for it. */
export async function waitForMessage<M>(messages: M[], found: (m: M) => boolean, ms = 3000): Promise<M> {
  const end = Date.now() + ms;
  for (;;) {
    const hit = messages.find(found);
    if (hit) return hit;
    if (Date.now() > end) throw new Error(`mensagem não chegou: ${JSON.stringify(messages)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
