import { Global, Module } from '@nestjs/common';
import { JobsService } from './jobs.service';

/** Global: any module can enqueue or handle jobs once something imports this (the mail module does). */
@Global()
@Module({ providers: [JobsService], exports: [JobsService] })
export class JobsModule {}
