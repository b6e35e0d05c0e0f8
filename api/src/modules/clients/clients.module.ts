import { Module } from '@nestjs/common';
import { ClientExportRepository } from './client-export.repository';
import { ClientExportService } from './client-export.service';
import { ClientMergeService } from './client-merge.service';
import { ClientProfileRepository } from './client-profile.repository';
import { ClientProfileService } from './client-profile.service';
import { ClientsController } from './clients.controller';
import { ClientsRepository } from './clients.repository';
import { ClientsService } from './clients.service';

@Module({
  controllers: [ClientsController],
  providers: [
    ClientsService,
    ClientMergeService,
    ClientProfileService,
    ClientProfileRepository,
    ClientsRepository,
    ClientExportService,
    ClientExportRepository,
  ],
  exports: [ClientsService],
})
export class ClientsModule {}
