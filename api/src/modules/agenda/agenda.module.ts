import { Module } from '@nestjs/common';
import { AgendaController } from './agenda.controller';
import { AgendaRepository } from './agenda.repository';
import { AgendaService } from './agenda.service';

/** The front desk grid: reads composed from appointments, staff, blocks, absences and business hours. */
@Module({ controllers: [AgendaController], providers: [AgendaService, AgendaRepository] })
export class AgendaModule {}
