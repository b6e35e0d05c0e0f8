import { Card, Col, Flex, Row, Typography } from 'antd';
import { formatBRL, formatDate, type ClientProfileDto } from '@salao/contracts';
import { StatCard } from '@salao/web-core/ui';
import { favouriteNames } from './profile-view';

/** Her numbers (docs/product/entities.md 'Client profile'): visits, absences, cancellations, money, favourites. */
export function ProfileStats({ profile }: { profile: ClientProfileDto }) {
  const { stats } = profile;
  const favourite = favouriteNames(profile);
  const cards = [
    { title: 'Visitas', value: stats.visits, hint: stats.lastVisit ? `Última: ${formatDate(stats.lastVisit)}` : 'Nenhuma visita ainda' },
    { title: 'Não compareceu', value: stats.noShows },
    { title: 'Cancelamentos', value: stats.cancellations, hint: `${stats.lateCancellations} em cima da hora` },
    { title: 'Total gasto', value: formatBRL(stats.totalSpent), hint: 'Atendimentos e produtos' },
    { title: 'Ticket médio', value: formatBRL(stats.averageTicket) },
  ];
  return (
    <Row gutter={[16, 16]} data-testid="client-profile-stats">
      {cards.map((c) => (
        <Col key={c.title} xs={12} md={8} xl={4}>
          <StatCard title={c.title} value={c.value} hint={c.hint} />
        </Col>
      ))}
      <Col xs={12} md={8} xl={4}>
        {/* A name, not a figure: drawn smaller than the numbers so it fits the card. */}
        <Card style={{ height: '100%' }}>
          <Flex vertical gap={4}>
            <Typography.Text type="secondary">Serviço favorito</Typography.Text>
            <Typography.Text strong style={{ fontSize: 16 }}>
              {favourite.service ?? '—'}
            </Typography.Text>
            {favourite.staff && <Typography.Text type="secondary">Com {favourite.staff}</Typography.Text>}
          </Flex>
        </Card>
      </Col>
    </Row>
  );
}
