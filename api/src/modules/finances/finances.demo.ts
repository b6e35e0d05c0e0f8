import { ianaZone, PAYMENT_METHODS } from '@salao/contracts';
import type { EntityManager } from 'typeorm';
import { localDate, localInstant } from '../../platform/time/wall-clock';

type Db = Pick<EntityManager, 'query'>;

const DAY = 86_400_000;

/** [category, description, amount, every n days (or day of month when negative), type] */
const RULES: readonly (readonly [string, string, string, number, 'income' | 'expense'])[] = [
  ['Pacotes/Combos', 'Pacote noiva', '450.00', 9, 'income'],
  ['Outros Rendimentos', 'Aluguel de cadeira', '300.00', 14, 'income'],
  ['Aluguel', 'Aluguel do salão', '3200.00', -5, 'expense'],
  ['Salários e Comissões', 'Folha de pagamento', '4850.00', -5, 'expense'],
  ['Energia Elétrica', 'Conta de luz', '412.37', -10, 'expense'],
  ['Água', 'Conta de água', '128.90', -12, 'expense'],
  ['Internet/Telefone', 'Internet e telefone', '159.90', -15, 'expense'],
  ['Impostos', 'Simples Nacional', '689.45', -20, 'expense'],
  ['Compra de Produtos', 'Reposição de estoque', '780.00', 12, 'expense'],
  ['Material de Limpeza', 'Produtos de limpeza', '86.40', 7, 'expense'],
  ['Marketing/Publicidade', 'Anúncios nas redes sociais', '250.00', 15, 'expense'],
  ['Equipamentos', 'Secador profissional', '899.00', 40, 'expense'],
  ['Manutenção', 'Manutenção do ar-condicionado', '320.00', 25, 'expense'],
  ['Outros Gastos', 'Café e água para clientes', '45.80', 6, 'expense'],
  // The categories comandas write (docs/product/api.md, 'Checkouts'), so Financeiro's filters show them in the demo.
  ['Taxas de cartão', 'Taxas da maquininha', '38.60', 3, 'expense'],
  ['Recebimento de fiado', 'Fiado recebido', '95.00', 11, 'income'],
  ['Estornos', 'Estorno de comanda', '60.00', 21, 'expense'],
  ['Estorno de taxas de cartão', 'Taxa de cartão estornada', '1.19', 21, 'income'],
];

/** Service income before the demo agenda's two weeks of completed appointments: [description, amount]. */
const WALK_INS = [
  ['Corte Feminino', '80.00'],
  ['Escova', '60.00'],
  ['Manicure', '35.00'],
  ['Coloração', '180.00'],
  ['Design de Sobrancelhas', '40.00'],
] as const;

/**
 * 60 days of movements of every category on the demo's clock, in one INSERT: the fixed monthly bills on
 * their day, the rest every few days, and service income every day (the demo agenda adds its own from completed
 * appointments), so the month shows the profit of a busy salon. Today gets an income and an expense so every card shows a figure.
 */
/**
 * When today's income and expense happened: 45 and 30 minutes ago, but never before the salon's midnight, so a
 * demo seeded just after it still shows a figure on every 'today' card.
 */
export function todaysMovements(now: number, zone: string): [number, number] {
  const midnight = localInstant(localDate(now, zone), '00:00', zone);
  return [Math.max(midnight, now - 45 * 60_000), Math.max(midnight + 1000, now - 30 * 60_000)].map((at) => Math.min(at, now - 1000)) as [number, number];
}

export async function seedFinancesDemo(db: Db, { establishmentId }: { establishmentId: number }): Promise<void> {
  const [est] = await db.query(`SELECT timezone FROM establishments WHERE id = $1`, [establishmentId]);
  const zone = ianaZone(est.timezone);
  const now = Date.now();
  const rows: [string, string, string, string, string, Date][] = [];
  const add = (type: string, amount: string, description: string, category: string, i: number, at: number) =>
    rows.push([type, amount, description, category, PAYMENT_METHODS[i % PAYMENT_METHODS.length]!, new Date(Math.min(now - 1000, at))]);
  for (let i = 0; i < 60; i += 1) {
    const date = localDate(now - i * DAY, zone);
    const dayOfMonth = Number(date.slice(8, 10));
    RULES.forEach(([category, description, amount, every, type], k) => {
      const due = every < 0 ? dayOfMonth === -every : (i + k) % every === 0;
      if (due) add(type, amount, description, category, i + k, localInstant(date, `${String(9 + (k % 9)).padStart(2, '0')}:30`, zone));
    });
    // A busy salon makes more than its fixed bills: ~10 services a day before the demo agenda begins, ~6
    // walk-ins a day beside it (none today, whose figures the agenda and the two movements below make).
    const walkIns = i >= 15 ? 9 + (i % 4) : i >= 1 ? 5 + (i % 3) : 0;
    for (let j = 0; j < walkIns; j += 1) {
      const [description, amount] = WALK_INS[(i + j) % WALK_INS.length]!;
      const minutes = 9 * 60 + j * 50;
      const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      add('income', amount, description, 'Serviços Realizados', i + j, localInstant(date, time, zone));
    }
  }
  const [incomeAt, expenseAt] = todaysMovements(now, zone);
  add('income', '70.00', 'Pacote mãos e pés', 'Pacotes/Combos', 2, incomeAt);
  add('expense', '23.50', 'Lanche da equipe', 'Outros Gastos', 1, expenseAt);
  await db.query(
    `INSERT INTO transactions (establishment_id, type, amount, description, category, payment_method, transaction_date)
     SELECT $1, * FROM unnest($2::text[], $3::numeric[], $4::text[], $5::text[], $6::text[], $7::timestamptz[])`,
    [establishmentId, ...[0, 1, 2, 3, 4, 5].map((k) => rows.map((r) => r[k]))],
  );
}
