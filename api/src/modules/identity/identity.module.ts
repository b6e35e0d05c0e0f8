import { Module } from '@nestjs/common';
import { EstablishmentsModule } from '../establishments/establishments.module';
import { EmailChangeService } from './email-change.service';
import { IdentityController } from './identity.controller';
import { IdentityRepository } from './identity.repository';
import { IdentityService } from './identity.service';
import { LoginThrottleService } from './login-throttle.service';
import { PasswordResetService } from './password-reset.service';
import { RegistrationService } from './registration.service';
import { StaffLoginsService } from './staff-logins.service';

@Module({
  imports: [EstablishmentsModule],
  controllers: [IdentityController],
  providers: [IdentityRepository, IdentityService, LoginThrottleService, PasswordResetService, RegistrationService, EmailChangeService, StaffLoginsService],
  exports: [RegistrationService, StaffLoginsService],
})
export class IdentityModule {}
