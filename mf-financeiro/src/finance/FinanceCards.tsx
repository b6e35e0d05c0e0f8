import { Col, Row } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, CalendarOutlined, RiseOutlined } from '@ant-design/icons';
import { formatBRL } from '@salao/contracts';
import { StatCard } from '@salao/web-core/ui';

export interface FinanceStats {
  todayIncome?: number | string;
  todayExpenses?: number | string;
  monthIncome?: number | string;
  monthExpenses?: number | string;
}

/** Receita de Hoje, Despesas de Hoje, Receita do Mês, Lucro Líquido (SPEC §2 Finance). */
export function FinanceCards({ stats, loading }: { stats: FinanceStats; loading?: boolean }) {
  const net = Number(stats.monthIncome ?? 0) - Number(stats.monthExpenses ?? 0);
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      <Col xs={24} sm={12} xl={6}>
        <StatCard title="Receita de Hoje" value={formatBRL(stats.todayIncome ?? 0)} icon={<ArrowUpOutlined />} loading={loading} />
      </Col>
      <Col xs={24} sm={12} xl={6}>
        <StatCard title="Despesas de Hoje" value={formatBRL(stats.todayExpenses ?? 0)} icon={<ArrowDownOutlined />} loading={loading} />
      </Col>
      <Col xs={24} sm={12} xl={6}>
        <StatCard title="Receita do Mês" value={formatBRL(stats.monthIncome ?? 0)} icon={<CalendarOutlined />} loading={loading} />
      </Col>
      <Col xs={24} sm={12} xl={6}>
        <StatCard title="Lucro Líquido" value={formatBRL(net)} icon={<RiseOutlined />} loading={loading} />
      </Col>
    </Row>
  );
}
