import { Module } from '@nestjs/common';
import { EstablishmentRowRepository } from './establishment-row.repository';
import { EstablishmentsController } from './establishments.controller';
import { EstablishmentsRepository } from './establishments.repository';
import { EstablishmentsService } from './establishments.service';

/** Exports EstablishmentRowRepository: the row's columns other modules keep are written through it. */
@Module({
  controllers: [EstablishmentsController],
  providers: [EstablishmentsService, EstablishmentsRepository, EstablishmentRowRepository],
  exports: [EstablishmentsService, EstablishmentRowRepository],
})
export class EstablishmentsModule {}
