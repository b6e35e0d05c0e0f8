import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AuthGuard } from './auth.guard';
import { KeyAuthRegistry } from './key-auth';
import { RateCounter } from './rate-counter';
import { SessionService } from './session.service';

@Global()
@Module({
  providers: [SessionService, RateCounter, KeyAuthRegistry, { provide: APP_GUARD, useClass: AuthGuard }],
  exports: [SessionService, RateCounter, KeyAuthRegistry],
})
export class AuthModule {}
