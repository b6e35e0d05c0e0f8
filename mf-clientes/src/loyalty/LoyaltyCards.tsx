import { Col, Row } from 'antd';
import { GiftOutlined, StarOutlined, ToolOutlined } from '@ant-design/icons';
import { StatCard, type QueryLike } from '@salao/web-core/ui';

export interface LoyaltyCardsProps {
  programs: number;
  clients: number;
  services: number;
  /** The queries behind the figures: while one loads or has failed its cards say so, never a 0 (docs/product/errors.md). */
  queries?: { programs: QueryLike; rewards: QueryLike };
}

/** The three loyalty summary cards (docs/product/screens.md Loyalty). */
export function LoyaltyCards({ programs, clients, services, queries }: LoyaltyCardsProps) {
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      <Col xs={24} md={8}>
        <StatCard title="Programas Ativos" value={programs} icon={<GiftOutlined />} query={queries?.programs} />
      </Col>
      <Col xs={24} md={8}>
        <StatCard title="Clientes com Recompensas" value={clients} icon={<StarOutlined />} query={queries?.rewards} />
      </Col>
      <Col xs={24} md={8}>
        <StatCard title="Serviços Participantes" value={services} icon={<ToolOutlined />} query={queries?.programs} />
      </Col>
    </Row>
  );
}
