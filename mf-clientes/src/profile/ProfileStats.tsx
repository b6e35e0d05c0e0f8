import { Col, Row } from 'antd';
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
    {
      title: 'Cancelamentos',
      value: stats.cancellations,
      hint: `${stats.lateCancellations} em cima da hora`,
    },
    { title: 'Total gasto', value: formatBRL(stats.totalSpent), hint: 'Atendimentos e produtos' },
    { title: 'Ticket médio', value: formatBRL(stats.averageTicket) },
    { title: 'Serviço favorito', value: favourite.service ?? '—', hint: favourite.staff ? `Com ${favourite.staff}` : undefined },
  ];
  return (
    <Row gutter={[16, 16]} data-testid="client-profile-stats">
      {cards.map((c) => (
        <Col key={c.title} xs={12} md={8} xl={4}>
          <StatCard title={c.title} value={c.value} hint={c.hint} />
        </Col>
      ))}
    </Row>
  );
}
