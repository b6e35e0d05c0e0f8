import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { RealtimeService } from '../../platform/realtime/realtime.service';
import { CompletionHooks, type AppointmentCompletionHook, type CompletedAppointment } from '../appointments/completion-hooks';
import { AfterCommit } from './after-commit';

/**
 * A completed appointment changes its client: last visit (set by the completion itself) and loyalty points.
 * Open client screens hear client_change once the completion has committed, so their refetch sees both.
 */
@Injectable()
export class ClientChangeHook implements AppointmentCompletionHook, OnModuleInit {
  constructor(
    private readonly hooks: CompletionHooks,
    private readonly afterCommit: AfterCommit,
    private readonly realtime: RealtimeService,
  ) {}

  onModuleInit(): void {
    this.hooks.register(this);
  }

  async onAppointmentCompleted(tx: EntityManager, appointment: CompletedAppointment): Promise<void> {
    this.afterCommit.run(tx, () => this.realtime.emit(appointment.establishmentId, 'client_change', { clientId: appointment.clientId }));
  }
}
