import { Col, Row } from 'antd';
import { InboxOutlined, StopOutlined, WarningOutlined } from '@ant-design/icons';
import { StatCard } from '@salao/web-core/ui';

export function InventoryCards({ total, low, out, loading }: { total: number; low: number; out: number; loading?: boolean }) {
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      <Col xs={24} md={8}>
        <StatCard title="Total de Produtos" value={total} icon={<InboxOutlined />} loading={loading} />
      </Col>
      <Col xs={24} md={8}>
        <StatCard title="Estoque Baixo" value={low} icon={<WarningOutlined />} loading={loading} />
      </Col>
      <Col xs={24} md={8}>
        <StatCard title="Sem Estoque" value={out} icon={<StopOutlined />} loading={loading} />
      </Col>
    </Row>
  );
}
