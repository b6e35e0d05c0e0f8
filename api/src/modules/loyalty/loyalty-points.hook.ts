import { Injectable, type OnModuleInit } from '@nestjs/common';
import { PLAN_NAMES, planIncludes } from '@salao/contracts';
import type { EntityManager } from 'typeorm';
import { CompletionHooks, type AppointmentCompletionHook, type CompletedAppointment } from '../appointments/completion-hooks';

/** Plans whose establishments earn points (the loyalty gate, enforced here too). */
const LOYALTY_PLANS = PLAN_NAMES.filter((plan) => planIncludes(plan, 'loyalty'));

/**
 * Completing an appointment whose service is in an active programme credits the programme's points, inside
 * the completion transaction. The unique (program_id, appointment_id) index makes it exactly once per
 * appointment and programme: a second completion inserts nothing and so credits nothing.
 */
@Injectable()
export class LoyaltyPointsHook implements AppointmentCompletionHook, OnModuleInit {
  constructor(private readonly hooks: CompletionHooks) {}

  onModuleInit(): void {
    this.hooks.register(this);
  }

  async onAppointmentCompleted(tx: EntityManager, a: CompletedAppointment): Promise<void> {
    await tx.query(
      `WITH programs AS (
         SELECT p.id, p.points_per_service
         FROM loyalty_programs p
         JOIN loyalty_program_services ps ON ps.program_id = p.id AND ps.service_id = $2
         JOIN establishments e ON e.id = p.establishment_id AND e.plan = ANY($6::text[])
         WHERE p.establishment_id = $1 AND p.is_active AND p.deleted_at IS NULL
       ), earned AS (
         INSERT INTO loyalty_point_entries (establishment_id, client_id, program_id, points, kind, reason, appointment_id, created_by_user_id)
         SELECT $1, $3, id, points_per_service, 'appointment', 'Agendamento realizado', $4, $5 FROM programs
         ON CONFLICT (program_id, appointment_id) WHERE appointment_id IS NOT NULL DO NOTHING
         RETURNING program_id, points
       )
       INSERT INTO loyalty_accounts (establishment_id, client_id, program_id, balance)
       SELECT $1, $3, program_id, points FROM earned
       ON CONFLICT (client_id, program_id) DO UPDATE SET balance = loyalty_accounts.balance + EXCLUDED.balance, updated_at = now()`,
      [a.establishmentId, a.serviceId, a.clientId, a.id, a.completedByUserId, LOYALTY_PLANS],
    );
  }
}
