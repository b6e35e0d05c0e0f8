import { Module } from '@nestjs/common';
import { PackageCreditsRepository } from './package-credits.repository';
import { PackageCreditsService } from './package-credits.service';
import { PackagesController } from './packages.controller';
import { PackagesJobs } from './packages.jobs';
import { PackagesRepository } from './packages.repository';
import { PackagesService } from './packages.service';

/** Owns session packages and the clients' credits (docs/product/packages.md); comandas sell and use them through PackageCreditsService. */
@Module({
  controllers: [PackagesController],
  providers: [PackagesRepository, PackagesService, PackageCreditsRepository, PackageCreditsService, PackagesJobs],
  exports: [PackageCreditsService],
})
export class PackagesModule {}
