import { Button, Card, Grid, List, Progress, Space, Tag, Typography, theme } from 'antd';
import { GiftOutlined, PlusOutlined } from '@ant-design/icons';
import { CLIENT_MSG, type ClientLoyaltyEntryDto } from '@salao/contracts';
import { EmptyState, QueryError, StaleWarning, loadFailed, type QueryLike } from '@salao/web-core/ui';

export interface RewardsListProps {
  entries: ClientLoyaltyEntryDto[];
  /** The list's query: loading, or failed with a retry instead of the empty state (docs/product/errors.md). */
  query: QueryLike;
  /** Key `${clientId}-${programId}` of the redeem in flight. */
  redeeming: string | null;
  onAddPoints: () => void;
  onRedeem: (entry: ClientLoyaltyEntryDto) => void;
}

/** Clients with points, progress to the reward, redeem enabled only when canRedeem (docs/product/states.md). */
export function RewardsList({ entries, query, redeeming, onAddPoints, onRedeem }: RewardsListProps) {
  const compact = !Grid.useBreakpoint().sm; // phones: icon-only button so the card title fits
  const { token } = theme.useToken();
  return (
    <Card
      title="Clientes com Pontos"
      style={{ height: '100%' }}
      extra={
        <Button icon={<PlusOutlined />} onClick={onAddPoints} aria-label="Adicionar Pontos">
          {!compact && 'Adicionar Pontos'}
        </Button>
      }
    >
      <StaleWarning query={query} what="os clientes com pontos" />
      {loadFailed(query) ? (
        <QueryError query={query} what="os clientes com pontos" />
      ) : (
        <List
          loading={query.isPending}
          dataSource={entries}
          locale={{
            emptyText: <EmptyState title="Nenhum cliente com pontos" description="Os pontos aparecem aqui quando um serviço participante é realizado." />,
          }}
          renderItem={(e) => {
            const key = `${e.clientId}-${e.programId}`;
            return (
              <List.Item
                data-testid={`reward-${key}`}
                actions={[
                  <Button
                    key="redeem"
                    type={e.canRedeem ? 'primary' : 'default'}
                    icon={<GiftOutlined />}
                    disabled={!e.canRedeem}
                    loading={redeeming === key}
                    onClick={() => onRedeem(e)}
                  >
                    Resgatar
                  </Button>,
                ]}
              >
                <List.Item.Meta
                  title={
                    <Space wrap size={8}>
                      <span>{e.clientName}</span>
                      {e.canRedeem && <Tag color="gold">{CLIENT_MSG.canRedeem}</Tag>}
                    </Space>
                  }
                  description={
                    <>
                      <Typography.Text type="secondary">
                        {e.programName} · {e.totalPoints} / {e.pointsToReward} pontos · {e.rewardDescription}
                      </Typography.Text>
                      <Progress
                        percent={Math.min(100, Math.round((e.totalPoints / e.pointsToReward) * 100))}
                        showInfo={false}
                        aria-label={`${e.clientName}: ${e.totalPoints} de ${e.pointsToReward} pontos`}
                        size="small"
                        strokeColor={e.canRedeem ? token.colorWarning : token.colorPrimary}
                      />
                    </>
                  }
                />
              </List.Item>
            );
          }}
        />
      )}
    </Card>
  );
}
