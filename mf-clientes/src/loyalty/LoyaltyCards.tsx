import { Col, Row } from 'antd';
import { GiftOutlined, StarOutlined, ToolOutlined } from '@ant-design/icons';
import { StatCard } from '@salao/web-core/ui';

/** The three loyalty summary cards (SPEC §2 Loyalty). */
export function LoyaltyCards({ programs, clients, services, loading }: { programs: number; clients: number; services: number; loading?: boolean }) {
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      <Col xs={24} md={8}>
        <StatCard title="Programas Ativos" value={programs} icon={<GiftOutlined />} loading={loading} />
      </Col>
      <Col xs={24} md={8}>
        <StatCard title="Clientes com Recompensas" value={clients} icon={<StarOutlined />} loading={loading} />
      </Col>
      <Col xs={24} md={8}>
        <StatCard title="Serviços Participantes" value={services} icon={<ToolOutlined />} loading={loading} />
      </Col>
    </Row>
  );
}
