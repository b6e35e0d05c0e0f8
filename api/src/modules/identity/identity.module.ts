import { Module } from '@nestjs/common';
import { IdentityController } from './identity.controller';
import { IdentityService } from './identity.service';
import { LoginThrottleService } from './login-throttle.service';
import { PasswordResetService } from './password-reset.service';
import { RegistrationService } from './registration.service';

@Module({
  controllers: [IdentityController],
  providers: [IdentityService, LoginThrottleService, PasswordResetService, RegistrationService],
  exports: [RegistrationService],
})
export class IdentityModule {}
