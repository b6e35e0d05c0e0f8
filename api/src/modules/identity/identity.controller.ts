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
import { ApiArea, ApiDoc } from '../../platform/http/openapi/api-doc';
import { validate } from '../../platform/validation/validate';
import { EmailChangeService } from './email-change.service';
import { IdentityService } from './identity.service';
import { PasswordResetService } from './password-reset.service';
import { RegistrationService } from './registration.service';
import { NoIdempotency } from '../../platform/idempotency/idempotency.interceptor';

/** Login, logout and the like set or end the session cookie: a replayed answer could not. */
@NoIdempotency()
@ApiArea('Conta')
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
  @ApiDoc({
    summary: 'Entra com e-mail e senha e abre a sessão (cookie)',
    description: '401: e-mail ou senha incorretos. Tentativas erradas demais do mesmo e-mail, aparelho ou endereço bloqueiam por um tempo (429).',
    body: loginSchema,
    response: 'SessionUser',
    errors: [401, 429],
  })
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
  @ApiDoc({ summary: 'Encerra a sessão', response: 'Message' })
  @Post('logout')
  @HttpCode(200)
  async logout(@Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<{ message: string }> {
    await this.sessions.destroy(sessionToken(req));
    clearSessionCookie(reply);
    return { message: MSG.loggedOut };
  }

  /** The shell's 'Verificando permissões...' step: who the session says you are, or 401. */
  @Authenticated()
  @ApiDoc({ summary: 'Lê o usuário da sessão', response: 'SessionUser' })
  @Get('session')
  session(@Auth() auth: AuthContext): SessionUser {
    return toSessionUser(auth);
  }

  @Public()
  @ApiDoc({
    summary: 'Cadastra um estabelecimento e seu administrador',
    body: registrationPayloadSchema,
    response: 'RegistrationDto',
    description: '409: o e-mail já está cadastrado; 429: cadastros demais do mesmo endereço na última hora.',
    errors: [409, 429],
  })
  @Post('register/establishment')
  @HttpCode(201)
  register(@Body() body: unknown, @Req() req: FastifyRequest) {
    const { establishment, user } = validate(registrationPayloadSchema, body);
    return this.registration.registerFrom(req.ip, { establishment: { ...establishment, logo: establishment.logo ?? null }, user });
  }

  @Public()
  @ApiDoc({
    summary: 'Envia o link de redefinição de senha',
    description: 'A resposta é a mesma exista ou não a conta, e também acima do limite por hora (nada é enviado então).',
    body: forgotPasswordSchema,
    response: 'Message',
  })
  @Post('forgot-password')
  @HttpCode(200)
  async forgotPassword(@Body() body: unknown, @Req() req: FastifyRequest): Promise<{ message: string }> {
    await this.resets.request(validate(forgotPasswordSchema, body).email, req.ip);
    return { message: MSG.forgotSent };
  }

  @Public()
  @ApiDoc({
    summary: 'Confere um link de redefinição de senha',
    description: '400: o link expirou ou é inválido.',
    response: 'ResetTokenCheckDto',
    errors: [400],
  })
  @Get('reset-password/:token')
  checkResetToken(@Param('token') token: string): Promise<{ email: string }> {
    return this.resets.check(token);
  }

  @Public()
  @ApiDoc({ summary: 'Redefine a senha pelo link', body: resetPasswordSchema, response: 'Message' })
  @Post('reset-password')
  @HttpCode(200)
  async resetPassword(@Body() body: unknown): Promise<{ message: string }> {
    const { token, newPassword } = validate(resetPasswordSchema, body);
    await this.resets.reset(token, newPassword);
    return { message: MSG.resetDone };
  }

  @RequirePermission('account.security')
  @ApiDoc({
    summary: 'Pede a troca do e-mail (confirmada pelo link enviado ao novo endereço)',
    description: 'Exige a senha atual (403 se errada); 409 quando o e-mail já está cadastrado.',
    body: changeEmailSchema,
    response: 'Message',
    errors: [409],
  })
  @Put('user/email')
  async changeEmail(@Auth() auth: AuthContext, @Body() body: unknown): Promise<{ message: string }> {
    const { email, currentPassword } = validate(changeEmailSchema, body);
    await this.emailChanges.request(auth, email, currentPassword);
    return { message: MSG.emailChangeSent };
  }

  /** Public: the link may be opened on another device; the token is the credential. */
  @Public()
  @ApiDoc({ summary: 'Confirma a troca do e-mail pelo link', body: confirmEmailChangeSchema, response: 'Message', errors: [409] })
  @Post('user/email/confirm')
  @HttpCode(200)
  async confirmEmail(@Body() body: unknown): Promise<{ message: string }> {
    await this.emailChanges.confirm(validate(confirmEmailChangeSchema, body).token);
    return { message: MSG.emailUpdated };
  }

  @RequirePermission('account.security')
  @ApiDoc({
    summary: 'Troca a senha do usuário',
    description: 'Exige a senha atual (403 se errada) e encerra as outras sessões do usuário.',
    body: changePasswordSchema,
    response: 'Message',
  })
  @Put('user/password')
  async changePassword(@Auth() auth: AuthContext, @Body() body: unknown): Promise<{ message: string }> {
    const { password, currentPassword } = validate(changePasswordSchema, body);
    await this.identity.changePassword(auth, password, currentPassword);
    return { message: SETTINGS_MSG.passwordSaved };
  }
}
