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
import { EstablishmentsService } from '../establishments/establishments.service';
import { OnlineBookingSettingsService } from './online-booking-settings.service';
import { ManageLinkService } from './manage-link.service';
import { OnlineBookingService } from './online-booking.service';
import { PublicGroupService } from './public-group.service';
import { PublicPageService } from './public-page.service';
import { PublicTimesService } from './public-times.service';
import { WaitlistService } from './waitlist.service';

/** The management's online-booking settings (Configurações). */
@Controller('api/online-booking')
export class OnlineBookingSettingsController {
  constructor(private readonly booking: OnlineBookingSettingsService) {}

  @RequirePermission('settings.editBusiness')
  @Get('settings')
  get(@Auth() auth: AuthContext) {
    return this.booking.settings(auth);
  }

  @RequirePermission('settings.editBusiness')
  @Put('settings')
  update(@Auth() auth: AuthContext, @Body() body: unknown) {
    return this.booking.saveSettings(auth, validate(onlineBookingSettingsSchema, body));
  }
}

/** The end client's calls (no login): the booking page, its times, bookings, the manage link and the waitlist. */
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
  @Get('bookings/:token')
  get(@Param('token') token: string) {
    return this.manage.booking(token);
  }

  @Public()
  @Get('bookings/:token/deposit')
  deposit(@Param('token') token: string) {
    return this.manage.deposit(token);
  }

  @Public()
  @Put('bookings/:token')
  reschedule(@Param('token') token: string, @Body() body: unknown) {
    return this.manage.reschedule(token, validate(publicRescheduleSchema, body));
  }

  @Public()
  @Delete('bookings/:token')
  cancel(@Param('token') token: string) {
    return this.manage.cancel(token);
  }

  @Public()
  @Get('waitlist-offers/:token')
  offer(@Param('token') token: string) {
    return this.waitlist.offer(token);
  }

  @Public()
  @Post('waitlist-offers/:token/claim')
  claim(@Param('token') token: string) {
    return this.waitlist.claim(token);
  }

  @Public()
  @Get(':slug')
  page(@Param('slug') slug: string) {
    return this.pages.page(slug);
  }

  @Public()
  @Get(':slug/logo')
  async logo(@Param('slug') slug: string, @Res() reply: FastifyReply) {
    const logo = await this.establishments.logo((await this.pages.context(slug)).auth);
    return reply.header('content-type', logo.type).header('cache-control', 'public, max-age=300').header('x-content-type-options', 'nosniff').send(logo.bytes);
  }

  @Public()
  @Get(':slug/available-times')
  availableTimes(@Param('slug') slug: string, @Query() query: unknown) {
    return this.times.availableTimes(slug, validate(publicAvailabilityQuerySchema, query));
  }

  @Public()
  @Post(':slug/appointments')
  book(@Param('slug') slug: string, @Body() body: unknown, @Req() request: FastifyRequest) {
    return this.booking.book(slug, validate(publicBookingSchema, body), request.ip);
  }

  /** A visit of several services (docs/product/series.md): `items=serviceId:staffId,…` in the visit's order. */
  @Public()
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
  @Post(':slug/appointment-groups')
  bookGroup(@Param('slug') slug: string, @Body() body: unknown, @Req() request: FastifyRequest) {
    return this.groups.book(slug, validate(publicGroupSchema, body), request.ip);
  }

  @Public()
  @HttpCode(201)
  @Post(':slug/waitlist')
  join(@Param('slug') slug: string, @Body() body: unknown, @Req() request: FastifyRequest) {
    return this.waitlist.join(slug, validate(publicWaitlistSchema, body), request.ip);
  }
}
