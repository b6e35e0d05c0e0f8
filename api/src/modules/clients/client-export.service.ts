import { Inject, Injectable } from '@nestjs/common';
import { CLIENT_MSG, normalizeBrazilPhone, type ClientExportDto } from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { fail } from '../../platform/http/errors';
import { ClientExportRepository } from './client-export.repository';
import { CLOCK, type Clock } from '../../platform/time/clock';

/** LGPD access request: everything the establishment holds about one client, as one JSON document. */
@Injectable()
export class ClientExportService {
  constructor(
    private readonly repository: ClientExportRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async export(auth: AuthContext, clientId: number): Promise<ClientExportDto> {
    const data = await this.repository.read(auth.establishmentId, clientId, normalizeBrazilPhone);
    if (!data) throw fail(404, CLIENT_MSG.notFound);
    return { exportedAt: new Date(this.clock.now()).toISOString(), ...data };
  }
}
