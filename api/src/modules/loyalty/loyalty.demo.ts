import { DEFAULT_LOYALTY_PROGRAM } from '@salao/contracts';
import type { EntityManager } from 'typeorm';

/**
 * Demo loyalty data: the docs/product/limits.md default programme over the establishment's first three services, points
 * earned by the demo's completed appointments (as the completion hook would have credited them), and a
 * welcome bonus that leaves the first two clients at 'Pode resgatar!'. With no clients it creates only the
 * programme.
 */
export async function seedLoyaltyDemo(db: EntityManager, { establishmentId }: { establishmentId: number }): Promise<void> {
  const d = DEFAULT_LOYALTY_PROGRAM;
  const [program] = await db.query(
    `INSERT INTO loyalty_programs (establishment_id, name, points_per_service, points_to_reward, reward_description)
     VALUES ($1, $2, $3, $4, $5) RETURNING id, points_to_reward AS "pointsToReward"`,
    [establishmentId, d.name, d.pointsPerService, d.pointsToReward, d.rewardDescription],
  );
  await db.query(
    `INSERT INTO loyalty_program_services (program_id, service_id)
     SELECT $1, id FROM services WHERE establishment_id = $2 AND deleted_at IS NULL ORDER BY id LIMIT 3`,
    [program.id, establishmentId],
  );
  const [admin] = await db.query(`SELECT id FROM users WHERE establishment_id = $1 AND role = 'admin' ORDER BY id LIMIT 1`, [establishmentId]);
  const by = admin?.id ?? null;
  await db.query(
    `INSERT INTO loyalty_point_entries (establishment_id, client_id, program_id, points, kind, reason, appointment_id, created_by_user_id, created_at)
     SELECT $1, a.client_id, $2, $3, 'appointment', 'Agendamento realizado', a.id, $4, coalesce(a.completed_at, a.ends_at)
     FROM appointments a JOIN loyalty_program_services ps ON ps.program_id = $2 AND ps.service_id = a.service_id
     WHERE a.establishment_id = $1 AND a.status = 'completed'`,
    [establishmentId, program.id, d.pointsPerService, by],
  );
  // Welcome bonus: the first two clients reach the reward, the next three are on their way.
  await db.query(
    `WITH earned AS (
       SELECT c.id, row_number() OVER (ORDER BY c.id) AS n,
              coalesce((SELECT sum(points) FROM loyalty_point_entries e WHERE e.client_id = c.id AND e.program_id = $2), 0) AS points
       FROM clients c WHERE c.establishment_id = $1 AND c.deleted_at IS NULL
     )
     INSERT INTO loyalty_point_entries (establishment_id, client_id, program_id, points, kind, reason, created_by_user_id)
     SELECT $1, id, $2, CASE WHEN n <= 2 THEN $3 - points ELSE n END, 'manual', 'Bônus de boas-vindas', $4
     FROM earned WHERE (n <= 2 AND points < $3) OR (n BETWEEN 3 AND 5 AND points + n < $3)`,
    [establishmentId, program.id, program.pointsToReward, by],
  );
  await db.query(
    `INSERT INTO loyalty_accounts (establishment_id, client_id, program_id, balance)
     SELECT $1, client_id, program_id, sum(points) FROM loyalty_point_entries WHERE program_id = $2 GROUP BY client_id, program_id`,
    [establishmentId, program.id],
  );
}
