import { Module } from '@nestjs/common';
import { AfterCommit } from './after-commit';
import { ClientChangeHook } from './client-change.hook';
import { ClientsController } from './clients.controller';
import { ClientsService } from './clients.service';

@Module({
  controllers: [ClientsController],
  providers: [ClientsService, AfterCommit, ClientChangeHook],
  exports: [ClientsService, AfterCommit],
})
export class ClientsModule {}
