import { Module } from '@nestjs/common';
import { EstablishmentsModule } from '../establishments/establishments.module';
import { StaffModule } from '../staff/staff.module';
import { NetworkPageController } from './network-page.controller';
import { NetworkPageRepository } from './network-page.repository';
import { NetworkPageService } from './network-page.service';
import { UnitsController } from './units.controller';
import { UnitsRepository } from './units.repository';
import { UnitsService } from './units.service';

/** Several units under one login (docs/product/units.md): networks, memberships and the session's unit. */
@Module({
  imports: [EstablishmentsModule, StaffModule],
  controllers: [UnitsController, NetworkPageController],
  providers: [UnitsService, UnitsRepository, NetworkPageService, NetworkPageRepository],
})
export class UnitsModule {}
