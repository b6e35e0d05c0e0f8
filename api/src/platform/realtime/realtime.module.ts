import { Global, Module } from '@nestjs/common';
import { LiveGateway } from './live.gateway';
import { LiveHub } from './live-hub';
import { RealtimeService } from './realtime.service';
import { SessionSockets } from './session-sockets';

@Global()
@Module({ providers: [LiveHub, RealtimeService, LiveGateway, SessionSockets], exports: [RealtimeService] })
export class RealtimeModule {}
