import { Module } from '@nestjs/common';
import { ClientExportRepository } from './client-export.repository';
import { ClientExportService } from './client-export.service';
import { ClientMergeService } from './client-merge.service';
import { ClientsController } from './clients.controller';
import { ClientsRepository } from './clients.repository';
import { ClientsService } from './clients.service';

@Module({
  controllers: [ClientsController],
  providers: [ClientsService, ClientMergeService, ClientsRepository, ClientExportService, ClientExportRepository],
  exports: [ClientsService],
})
export class ClientsModule {}
