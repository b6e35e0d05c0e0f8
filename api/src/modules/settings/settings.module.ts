import { Module } from '@nestjs/common';
import { EstablishmentsModule } from '../establishments/establishments.module';
import { SettingsController } from './settings.controller';
import { SettingsRepository } from './settings.repository';
import { SettingsService } from './settings.service';

@Module({ imports: [EstablishmentsModule], controllers: [SettingsController], providers: [SettingsService, SettingsRepository] })
export class SettingsModule {}
