import type { QueryClient } from '@tanstack/react-query';
import { LIVE_PATH, type LiveAuthMessage, type SessionUser } from '@salao/contracts';
import { liveBatcher } from './live-refresh';

/** ws:// or wss:// on the page's host (docs/product/api.md). */
export function liveUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${LIVE_PATH}`;
}

/** Reconnect delay: 3 s first (docs/product/limits.md), doubling up to 30 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(3000 * 2 ** attempt, 30_000);
}

type SocketFactory = (url: string) => WebSocket;

/**
 * Keeps one socket open for the user: sends the auth message on open, refreshes cached
 * queries on server messages (a burst at once), reconnects with backoff. Returns a stop function.
 */
export function connectLive(
  user: Pick<SessionUser, 'id' | 'role' | 'establishmentId'>,
  client: QueryClient,
  createSocket: SocketFactory = (url) => new WebSocket(url),
): () => void {
  let socket: WebSocket | null = null;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const batch = liveBatcher(client);

  const open = () => {
    socket = createSocket(liveUrl());
    socket.onopen = () => {
      attempt = 0;
      const auth: LiveAuthMessage = { type: 'auth', establishmentId: user.establishmentId, userId: user.id, userRole: user.role };
      socket?.send(JSON.stringify(auth));
    };
    socket.onmessage = (event) => {
      try {
        batch.take(JSON.parse(String(event.data)) as { type?: unknown });
      } catch (error) {
        console.error('Mensagem ao vivo inválida', error);
      }
    };
    socket.onerror = (error) => console.error('Erro na conexão ao vivo', error);
    socket.onclose = () => {
      if (stopped) return;
      const delay = reconnectDelay(attempt++);
      console.info(`Conexão ao vivo encerrada; nova tentativa em ${delay} ms`);
      timer = setTimeout(open, delay);
    };
  };
  open();

  return () => {
    stopped = true;
    clearTimeout(timer);
    batch.stop();
    socket?.close();
  };
}
