import { Col, Row } from 'antd';
import { InboxOutlined, StopOutlined, WarningOutlined } from '@ant-design/icons';
import { StatCard, type QueryLike } from '@salao/web-core/ui';

/** Total de Produtos, Estoque Baixo, Sem Estoque (docs/product/screens.md Inventory). */
export function InventoryCards({ total, low, out, query }: { total: number; low: number; out: number; query?: QueryLike }) {
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      <Col xs={24} md={8} data-testid="card-products">
        <StatCard title="Total de Produtos" value={total} icon={<InboxOutlined />} query={query} />
      </Col>
      <Col xs={24} md={8} data-testid="card-low">
        <StatCard title="Estoque Baixo" value={low} hint="Requer reposição" icon={<WarningOutlined />} query={query} />
      </Col>
      <Col xs={24} md={8} data-testid="card-out">
        <StatCard title="Sem Estoque" value={out} icon={<StopOutlined />} query={query} />
      </Col>
    </Row>
  );
}
