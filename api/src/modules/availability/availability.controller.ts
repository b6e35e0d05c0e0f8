import { Controller, Get, Query } from '@nestjs/common';
import { availabilityQuerySchema } from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { Auth, RequirePermission, Scope } from '../../platform/auth/decorators';
import { validate } from '../../platform/validation/validate';
import { ApiArea, ApiDoc } from '../../platform/http/openapi/api-doc';
import { ResponseSchema } from '../../platform/http/response-schema';
import { AvailabilityService } from './availability.service';

@ApiArea('Agenda')
@Controller('api/appointments')
export class AvailabilityController {
  constructor(private readonly availability: AvailabilityService) {}

  @RequirePermission('appointments.create')
  @Scope('agenda:read')
  @ApiDoc({ summary: 'Lista os horários livres de um profissional para um serviço', query: availabilityQuerySchema, response: 'AvailableTimesResponse' })
  @ResponseSchema('AvailableTimesResponse')
  @Get('available-times')
  availableTimes(@Auth() auth: AuthContext, @Query() query: unknown) {
    return this.availability.availableTimes(auth, validate(availabilityQuerySchema, query));
  }
}
