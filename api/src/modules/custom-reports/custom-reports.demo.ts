import type { EntityManager } from 'typeorm';

type Db = Pick<EntityManager, 'query'>;

/** [name, metric, groupBy, chart, weeklyEmail]: what an owner would save first. */
const REPORTS: readonly (readonly [string, string, string[], string, boolean])[] = [
  ['Faturamento por profissional e mês', 'revenue', ['month', 'professional'], 'bar', true],
  ['Atendimentos por serviço', 'visits', ['service'], 'bar', false],
  ['Faturamento por forma de pagamento', 'revenue', ['payment_method'], 'table', false],
];

/** The demo's saved custom reports (docs/product/reports.md, 'Relatórios personalizados'), over the comandas the checkouts seeder wrote. */
export async function seedCustomReportsDemo(db: Db, { establishmentId }: { establishmentId: number }): Promise<void> {
  for (const [name, metric, groupBy, chart, weeklyEmail] of REPORTS) {
    await db.query(`INSERT INTO custom_reports (establishment_id, name, metric, group_by, chart, weekly_email) VALUES ($1, $2, $3, $4::text[], $5, $6)`, [
      establishmentId,
      name,
      metric,
      groupBy,
      chart,
      weeklyEmail,
    ]);
  }
}
