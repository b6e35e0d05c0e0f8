import { Module } from '@nestjs/common';
import { AgendaReleaseController } from './agenda-release.controller';
import { AgendaReleaseRepository } from './agenda-release.repository';
import { AgendaReleaseService } from './agenda-release.service';

@Module({ controllers: [AgendaReleaseController], providers: [AgendaReleaseService, AgendaReleaseRepository], exports: [AgendaReleaseService] })
export class AgendaReleaseModule {}
