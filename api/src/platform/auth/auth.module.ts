import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AuthGuard } from './auth.guard';
import { RateCounter } from './rate-counter';
import { SessionService } from './session.service';

@Global()
@Module({
  providers: [SessionService, RateCounter, { provide: APP_GUARD, useClass: AuthGuard }],
  exports: [SessionService, RateCounter],
})
export class AuthModule {}
