import { Global, Injectable, Module } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** What other domains learn when an appointment is completed. */
export interface CompletedAppointment {
  id: number;
  establishmentId: number;
  clientId: number;
  serviceId: number;
  staffId: number;
  /** Decimal string, the price booked. */
  price: string;
  completedAt: Date;
  completedByUserId: number | null;
}

/**
 * Runs inside the completion transaction: a hook's writes commit or roll back with the completion.
 * Hooks must be idempotent per appointment (completion may be requested twice).
 */
export interface AppointmentCompletionHook {
  onAppointmentCompleted(tx: EntityManager, appointment: CompletedAppointment): Promise<void>;
}

/**
 * The seam between the agenda and the domains that react to a completed appointment (loyalty points).
 * A domain registers itself in onModuleInit; the appointments service runs every hook in its transaction.
 */
@Injectable()
export class CompletionHooks {
  private readonly hooks: AppointmentCompletionHook[] = [];

  register(hook: AppointmentCompletionHook): void {
    this.hooks.push(hook);
  }

  async run(tx: EntityManager, appointment: CompletedAppointment): Promise<void> {
    for (const hook of this.hooks) await hook.onAppointmentCompleted(tx, appointment);
  }
}

@Global()
@Module({ providers: [CompletionHooks], exports: [CompletionHooks] })
export class CompletionHooksModule {}
