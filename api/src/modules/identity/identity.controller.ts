import { Body, Controller, Get, HttpCode, Inject, Param, Post, Put, Req, Res } from '@nestjs/common';
import {
  changeEmailSchema,
  changePasswordSchema,
  confirmEmailChangeSchema,
  forgotPasswordSchema,
  loginSchema,
  MSG,
  registrationPayloadSchema,
  resetPasswordSchema,
  SETTINGS_MSG,
  type SessionUser,
} from '@salao/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthContext } from '../../platform/auth/auth-context';
import { toSessionUser } from '../../platform/auth/auth-context';
import { clearSessionCookie, sessionToken, setSessionCookie } from '../../platform/auth/cookies';
import { setDeviceCookie, trustedDevice } from '../../platform/auth/device-cookie';
import { Auth, Authenticated, Public, RequirePermission } from '../../platform/auth/decorators';
import { SessionService } from '../../platform/auth/session.service';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import { validate } from '../../platform/validation/validate';
import { EmailChangeService } from './email-change.service';
import { IdentityService } from './identity.service';
import { PasswordResetService } from './password-reset.service';
import { RegistrationService } from './registration.service';
import { NoIdempotency } from '../../platform/idempotency/idempotency.interceptor';

/** Login, logout and the like set or end the session cookie: a replayed answer could not. */
@NoIdempotency()
@Controller('api')
export class IdentityController {
  constructor(
    private readonly identity: IdentityService,
    private readonly sessions: SessionService,
    private readonly registration: RegistrationService,
    private readonly resets: PasswordResetService,
    private readonly emailChanges: EmailChangeService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @Post('login')
  @HttpCode(200)
  async login(@Body() body: unknown, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<SessionUser> {
    const { email, password } = validate(loginSchema, body);
    const key = email.trim().toLowerCase();
    const device = trustedDevice(req, this.config.secrets.cookie, key);
    const { user, token } = await this.identity.login(key, password, { ip: req.ip, userAgent: req.headers['user-agent'], device });
    setSessionCookie(req, reply, token, this.config.appUrl);
    setDeviceCookie(req, reply, this.config.secrets.cookie, key, this.config.appUrl);
    return user;
  }

  @Public()
  @Post('logout')
  @HttpCode(200)
  async logout(@Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<{ message: string }> {
    await this.sessions.destroy(sessionToken(req));
    clearSessionCookie(reply);
    return { message: MSG.loggedOut };
  }

  /** The shell's 'Verificando permissões...' step: who the session says you are, or 401. */
  @Authenticated()
  @Get('session')
  session(@Auth() auth: AuthContext): SessionUser {
    return toSessionUser(auth);
  }

  @Public()
  @Post('register/establishment')
  @HttpCode(201)
  register(@Body() body: unknown, @Req() req: FastifyRequest) {
    const { establishment, user } = validate(registrationPayloadSchema, body);
    return this.registration.registerFrom(req.ip, { establishment: { ...establishment, logo: establishment.logo ?? null }, user });
  }

  @Public()
  @Post('forgot-password')
  @HttpCode(200)
  async forgotPassword(@Body() body: unknown, @Req() req: FastifyRequest): Promise<{ message: string }> {
    await this.resets.request(validate(forgotPasswordSchema, body).email, req.ip);
    return { message: MSG.forgotSent };
  }

  @Public()
  @Get('reset-password/:token')
  checkResetToken(@Param('token') token: string): Promise<{ email: string }> {
    return this.resets.check(token);
  }

  @Public()
  @Post('reset-password')
  @HttpCode(200)
  async resetPassword(@Body() body: unknown): Promise<{ message: string }> {
    const { token, newPassword } = validate(resetPasswordSchema, body);
    await this.resets.reset(token, newPassword);
    return { message: MSG.resetDone };
  }

  @RequirePermission('account.security')
  @Put('user/email')
  async changeEmail(@Auth() auth: AuthContext, @Body() body: unknown): Promise<{ message: string }> {
    const { email, currentPassword } = validate(changeEmailSchema, body);
    await this.emailChanges.request(auth, email, currentPassword);
    return { message: MSG.emailChangeSent };
  }

  /** Public: the link may be opened on another device; the token is the credential. */
  @Public()
  @Post('user/email/confirm')
  @HttpCode(200)
  async confirmEmail(@Body() body: unknown): Promise<{ message: string }> {
    await this.emailChanges.confirm(validate(confirmEmailChangeSchema, body).token);
    return { message: MSG.emailUpdated };
  }

  @RequirePermission('account.security')
  @Put('user/password')
  async changePassword(@Auth() auth: AuthContext, @Body() body: unknown): Promise<{ message: string }> {
    const { password, currentPassword } = validate(changePasswordSchema, body);
    await this.identity.changePassword(auth, password, currentPassword);
    return { message: SETTINGS_MSG.passwordSaved };
  }
}
