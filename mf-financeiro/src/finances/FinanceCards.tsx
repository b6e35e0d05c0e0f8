import { Col, Row } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, CalendarOutlined, FallOutlined, RiseOutlined } from '@ant-design/icons';
import { formatBRL, fromCents, toCents, type FinanceStats } from '@salao/contracts';
import { StatCard, type QueryLike } from '@salao/web-core/ui';

/** Receita de Hoje, Despesas de Hoje, Receita do Mês, Lucro Líquido (docs/product/screens.md Finance). */
export function FinanceCards({ stats, query }: { stats: Partial<FinanceStats>; query?: QueryLike }) {
  const netCents = toCents(stats.monthIncome ?? '0') - toCents(stats.monthExpenses ?? '0'); // exact, in cents
  const loss = netCents < 0;
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      <Col xs={24} sm={12} xl={6} data-testid="card-today-income">
        <StatCard title="Receita de Hoje" value={formatBRL(stats.todayIncome ?? 0)} icon={<ArrowUpOutlined />} query={query} />
      </Col>
      <Col xs={24} sm={12} xl={6} data-testid="card-today-expenses">
        <StatCard title="Despesas de Hoje" value={formatBRL(stats.todayExpenses ?? 0)} icon={<ArrowDownOutlined />} query={query} />
      </Col>
      <Col xs={24} sm={12} xl={6}>
        <StatCard title="Receita do Mês" value={formatBRL(stats.monthIncome ?? 0)} icon={<CalendarOutlined />} query={query} />
      </Col>
      <Col xs={24} sm={12} xl={6}>
        {/* A month in the red says so: a falling arrow and a word, not a rising one. */}
        <StatCard
          title="Lucro Líquido"
          value={formatBRL(fromCents(netCents))}
          icon={loss ? <FallOutlined aria-label="Prejuízo" /> : <RiseOutlined />}
          hint={loss ? 'Prejuízo no mês' : undefined}
          query={query}
        />
      </Col>
    </Row>
  );
}
