import { Injectable } from '@nestjs/common';
import type { WebSocket } from 'ws';

/** Sockets of this instance, by establishment room. */
@Injectable()
export class LiveHub {
  private readonly rooms = new Map<number, Set<WebSocket>>();

  join(establishmentId: number, socket: WebSocket): void {
    let room = this.rooms.get(establishmentId);
    if (!room) this.rooms.set(establishmentId, (room = new Set()));
    room.add(socket);
  }

  leave(establishmentId: number, socket: WebSocket): void {
    const room = this.rooms.get(establishmentId);
    room?.delete(socket);
    if (room && room.size === 0) this.rooms.delete(establishmentId);
  }

  deliver(establishmentId: number, text: string): void {
    for (const socket of this.rooms.get(establishmentId) ?? []) {
      if (socket.readyState === 1) socket.send(text);
    }
  }

  closeAll(): void {
    for (const room of this.rooms.values()) for (const socket of room) socket.close(1001, 'Servidor encerrando');
    this.rooms.clear();
  }
}
