import { Injectable } from '@nestjs/common';
import type { WebSocket } from 'ws';

/** Close code for a socket whose session ended (logout, password change, expiry): the client must log in again. */
export const SESSION_ENDED_CLOSE = 4401;
/** Close code for a socket whose session switched unit: the client reconnects and joins the new unit's room. */
export const SESSION_SWITCHED_CLOSE = 4000;

/** Sockets of this instance, by establishment room and by the session that opened them. */
@Injectable()
export class LiveHub {
  private readonly rooms = new Map<number, Set<WebSocket>>();
  private readonly sessions = new Map<string, Set<WebSocket>>();

  join(establishmentId: number, sessionId: string, socket: WebSocket): void {
    add(this.rooms, establishmentId, socket);
    add(this.sessions, sessionId, socket);
  }

  leave(establishmentId: number, sessionId: string, socket: WebSocket): void {
    remove(this.rooms, establishmentId, socket);
    remove(this.sessions, sessionId, socket);
  }

  deliver(establishmentId: number, text: string): void {
    for (const socket of this.rooms.get(establishmentId) ?? []) {
      if (socket.readyState === 1) socket.send(text);
    }
  }

  /** Session ids with a socket open here, for the periodic re-check. */
  openSessionIds(): string[] {
    return [...this.sessions.keys()];
  }

  /** Closes (and stops delivering to) every socket of these sessions on this instance. */
  closeSessions(sessionIds: Iterable<string>, code = SESSION_ENDED_CLOSE, reason = 'Sessão encerrada'): void {
    for (const id of sessionIds) {
      for (const socket of this.sessions.get(id) ?? []) {
        for (const room of this.rooms.values()) room.delete(socket);
        socket.close(code, reason);
      }
      this.sessions.delete(id);
    }
    for (const [key, room] of this.rooms) if (room.size === 0) this.rooms.delete(key);
  }

  closeAll(): void {
    for (const room of this.rooms.values()) for (const socket of room) socket.close(1001, 'Servidor encerrando');
    this.rooms.clear();
    this.sessions.clear();
  }
}

function add<K>(map: Map<K, Set<WebSocket>>, key: K, socket: WebSocket): void {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(socket);
}

function remove<K>(map: Map<K, Set<WebSocket>>, key: K, socket: WebSocket): void {
  const set = map.get(key);
  set?.delete(socket);
  if (set && set.size === 0) map.delete(key);
}
