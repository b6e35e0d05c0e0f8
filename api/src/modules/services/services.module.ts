import { Module } from '@nestjs/common';
import { CategoriesController } from './categories.controller';
import { CategoriesService } from './categories.service';
import { ServicesController } from './services.controller';
import { ServicesRepository } from './services.repository';
import { ServicesService } from './services.service';

@Module({ controllers: [ServicesController, CategoriesController], providers: [ServicesService, CategoriesService, ServicesRepository] })
export class ServicesModule {}
