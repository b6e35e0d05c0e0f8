import { Module } from '@nestjs/common';
import { EstablishmentsController } from './establishments.controller';
import { EstablishmentsRepository } from './establishments.repository';
import { EstablishmentsService } from './establishments.service';

@Module({ controllers: [EstablishmentsController], providers: [EstablishmentsService, EstablishmentsRepository], exports: [EstablishmentsService] })
export class EstablishmentsModule {}
