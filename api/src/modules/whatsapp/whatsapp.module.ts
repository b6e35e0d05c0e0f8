import { Module } from '@nestjs/common';
import { EstablishmentsModule } from '../establishments/establishments.module';
import { EvolutionClient } from './evolution.client';
import { WhatsappController } from './whatsapp.controller';
import { WhatsappRepository } from './whatsapp.repository';
import { WHATSAPP_GATEWAY, WhatsappService } from './whatsapp.service';

@Module({
  imports: [EstablishmentsModule],
  controllers: [WhatsappController],
  providers: [WhatsappService, WhatsappRepository, EvolutionClient, { provide: WHATSAPP_GATEWAY, useExisting: EvolutionClient }],
  exports: [WhatsappService],
})
export class WhatsappModule {}
