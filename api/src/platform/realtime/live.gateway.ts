import { type OnGatewayConnection, WebSocketGateway } from '@nestjs/websockets';
import { LIVE_PATH } from '@salao/contracts';
import type { IncomingMessage } from 'node:http';
import type { WebSocket } from 'ws';
import type { AuthContext } from '../auth/auth-context';
import { LiveHub } from './live-hub';

/**
 * /ws: the session adapter has already refused upgrades without a valid session cookie, so every socket
 * here has an AuthContext. It joins its establishment's room; the client's {type:'auth'} message is
 * answered with the session's identity and can never pick another establishment.
 */
@WebSocketGateway({ path: LIVE_PATH })
export class LiveGateway implements OnGatewayConnection {
  constructor(private readonly hub: LiveHub) {}

  handleConnection(socket: WebSocket, request: IncomingMessage & { auth?: AuthContext }): void {
    const auth = request.auth;
    if (!auth) {
      socket.close(4401, 'Sessão inválida');
      return;
    }
    this.hub.join(auth.establishmentId, auth.sessionId, socket);
    socket.on('close', () => this.hub.leave(auth.establishmentId, auth.sessionId, socket));
    socket.on('message', (data) => {
      let message: { type?: unknown };
      try {
        message = JSON.parse(String(data));
      } catch {
        return;
      }
      if (message?.type === 'auth') {
        socket.send(JSON.stringify({ type: 'auth_ok', establishmentId: auth.establishmentId, userId: auth.userId, userRole: auth.role }));
      }
    });
  }
}
