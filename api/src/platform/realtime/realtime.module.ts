import { Global, Module } from '@nestjs/common';
import { LiveGateway } from './live.gateway';
import { LiveHub } from './live-hub';
import { RealtimeService } from './realtime.service';

@Global()
@Module({ providers: [LiveHub, RealtimeService, LiveGateway], exports: [RealtimeService] })
export class RealtimeModule {}
