import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import {
  onlineBookingSettingsSchema,
  publicAvailabilityQuerySchema,
  publicBookingSchema,
  publicGroupSchema,
  publicGroupTimesQuerySchema,
  publicRescheduleSchema,
  publicWaitlistSchema,
} from '@salao/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthContext } from '../../platform/auth/auth-context';
import { Auth, Public, RequirePermission } from '../../platform/auth/decorators';
import { validate } from '../../platform/validation/validate';
import { ApiArea, ApiDoc } from '../../platform/http/openapi/api-doc';
import { EstablishmentsService } from '../establishments/establishments.service';
import { OnlineBookingSettingsService } from './online-booking-settings.service';
import { ManageLinkService } from './manage-link.service';
import { OnlineBookingService } from './online-booking.service';
import { PublicGroupService } from './public-group.service';
import { PublicPageService } from './public-page.service';
import { PublicTimesService } from './public-times.service';
import { WaitlistService } from './waitlist.service';
import { KeepsSessions } from '../../platform/auth/keeps-sessions';

/** The management's online-booking settings (Configurações). */
@ApiArea('Configurações')
@Controller('api/online-booking')
export class OnlineBookingSettingsController {
  constructor(private readonly booking: OnlineBookingSettingsService) {}

  @RequirePermission('settings.editBusiness')
  @ApiDoc({ summary: 'Lê as configurações do agendamento online', response: 'OnlineBookingSettingsDto' })
  @Get('settings')
  get(@Auth() auth: AuthContext) {
    return this.booking.settings(auth);
  }

  @RequirePermission('settings.editBusiness')
  @ApiDoc({
    summary: 'Altera as configurações do agendamento online',
    description: 'Envie a `version` lida; 409 quando outra pessoa salvou antes.',
    body: onlineBookingSettingsSchema,
    response: 'OnlineBookingSettingsDto',
    errors: [409],
  })
  @Put('settings')
  update(@Auth() auth: AuthContext, @Body() body: unknown) {
    return this.booking.saveSettings(auth, validate(onlineBookingSettingsSchema, body));
  }
}

/** The end client's calls (no login): the booking page, its times, bookings, the manage link and the waitlist. */
@ApiArea('Agendamento online')
@Controller('api/public')
export class PublicBookingController {
  constructor(
    private readonly pages: PublicPageService,
    private readonly times: PublicTimesService,
    private readonly booking: OnlineBookingService,
    private readonly manage: ManageLinkService,
    private readonly waitlist: WaitlistService,
    private readonly establishments: EstablishmentsService,
    private readonly groups: PublicGroupService,
  ) {}

  @Public()
  @ApiDoc({
    summary: 'Lê o agendamento pelo link de gerenciamento',
    description: '403 quando o link foi adulterado.',
    response: 'PublicBookingDto',
    errors: [403],
  })
  @Get('bookings/:token')
  get(@Param('token') token: string) {
    return this.manage.booking(token);
  }

  @Public()
  @ApiDoc({
    summary: 'Lê o sinal (PIX) do agendamento pelo link de gerenciamento',
    description: '403 quando o link foi adulterado; 404 quando o agendamento não pede sinal.',
    response: 'PublicDepositDto',
    errors: [403],
  })
  @Get('bookings/:token/deposit')
  deposit(@Param('token') token: string) {
    return this.manage.deposit(token);
  }

  @Public()
  @ApiDoc({
    summary: 'Remarca o agendamento pelo link de gerenciamento',
    description: '409 quando o horário está ocupado, o prazo de alteração passou ou o agendamento não pode mais ser alterado.',
    body: publicRescheduleSchema,
    response: 'PublicBookingDto',
    errors: [403, 409],
  })
  @Put('bookings/:token')
  reschedule(@Param('token') token: string, @Body() body: unknown) {
    return this.manage.reschedule(token, validate(publicRescheduleSchema, body));
  }

  @Public()
  @ApiDoc({
    summary: 'Cancela o agendamento pelo link de gerenciamento',
    description: '409 quando o prazo de cancelamento passou ou o agendamento não pode mais ser alterado.',
    response: 'PublicBookingDto',
    errors: [403, 409],
  })
  @Delete('bookings/:token')
  cancel(@Param('token') token: string) {
    return this.manage.cancel(token);
  }

  @Public()
  @ApiDoc({ summary: 'Lê uma oferta de horário da lista de espera', response: 'PublicWaitlistOfferDto', errors: [403] })
  @Get('waitlist-offers/:token')
  offer(@Param('token') token: string) {
    return this.waitlist.offer(token);
  }

  @Public()
  @ApiDoc({
    summary: 'Aceita a oferta da lista de espera e agenda o horário',
    description: '409 quando a oferta expirou ou o horário já foi ocupado.',
    response: 'PublicBookingCreated',
    errors: [403, 409],
  })
  @Post('waitlist-offers/:token/claim')
  claim(@Param('token') token: string) {
    return this.waitlist.claim(token);
  }

  @Public()
  @ApiDoc({ summary: 'Página pública de agendamento: serviços, profissionais e regras', response: 'PublicEstablishmentDto' })
  @Get(':slug')
  page(@Param('slug') slug: string) {
    return this.pages.page(slug);
  }

  @Public()
  @ApiDoc({ summary: 'Baixa o logotipo do estabelecimento', description: 'PNG, JPEG ou WebP, conforme o enviado.', file: 'image/*', response: null })
  @Get(':slug/logo')
  async logo(@Param('slug') slug: string, @Res() reply: FastifyReply) {
    const logo = await this.establishments.logo((await this.pages.context(slug)).auth);
    return reply.header('content-type', logo.type).header('cache-control', 'public, max-age=300').header('x-content-type-options', 'nosniff').send(logo.bytes);
  }

  @Public()
  @ApiDoc({
    summary: 'Lista os horários livres de um serviço num dia',
    description: 'Sem `staffId`, os horários em que ao menos um profissional está livre.',
    query: publicAvailabilityQuerySchema,
    response: 'PublicAvailableTimesDto',
  })
  @Get(':slug/available-times')
  availableTimes(@Param('slug') slug: string, @Query() query: unknown) {
    return this.times.availableTimes(slug, validate(publicAvailabilityQuerySchema, query));
  }

  @Public()
  @ApiDoc({
    summary: 'Agenda um horário',
    description:
      '409 quando o horário foi ocupado ou uma regra do estabelecimento recusa (antecedência, limite de agendamentos abertos); 429 após tentativas demais.',
    body: publicBookingSchema,
    response: 'PublicBookingCreated',
    errors: [409, 429],
  })
  @KeepsSessions()
  @Post(':slug/appointments')
  book(@Param('slug') slug: string, @Body() body: unknown, @Req() request: FastifyRequest) {
    return this.booking.book(slug, validate(publicBookingSchema, body), request.ip);
  }

  /** A visit of several services (docs/product/series.md): `items=serviceId:staffId,…` in the visit's order. */
  @Public()
  @ApiDoc({ summary: 'Horários em que uma visita de vários serviços cabe em sequência', query: publicGroupTimesQuerySchema, response: 'PublicGroupTimesDto' })
  @Get(':slug/group-times')
  groupTimes(@Param('slug') slug: string, @Query() query: unknown) {
    const q = validate(publicGroupTimesQuerySchema, query);
    const items = q.items.split(',').map((pair) => {
      const [serviceId, staffId] = pair.split(':').map(Number) as [number, number];
      return { serviceId, staffId };
    });
    return this.groups.times(slug, q.date, items);
  }

  @Public()
  @HttpCode(201)
  @ApiDoc({
    summary: 'Agenda uma visita de vários serviços',
    description: 'Tudo ou nada; 409 quando um horário foi ocupado ou uma regra recusa; 429 após tentativas demais.',
    body: publicGroupSchema,
    response: 'PublicGroupCreated',
    errors: [409, 429],
  })
  @KeepsSessions()
  @Post(':slug/appointment-groups')
  bookGroup(@Param('slug') slug: string, @Body() body: unknown, @Req() request: FastifyRequest) {
    return this.groups.book(slug, validate(publicGroupSchema, body), request.ip);
  }

  @Public()
  @HttpCode(201)
  @ApiDoc({
    summary: 'Entra na lista de espera de um dia',
    description: '409 quando o cliente já está na lista desse dia; 429 após tentativas demais.',
    body: publicWaitlistSchema,
    response: 'PublicWaitlistCreated',
    errors: [409, 429],
  })
  @Post(':slug/waitlist')
  join(@Param('slug') slug: string, @Body() body: unknown, @Req() request: FastifyRequest) {
    return this.waitlist.join(slug, validate(publicWaitlistSchema, body), request.ip);
  }
}
