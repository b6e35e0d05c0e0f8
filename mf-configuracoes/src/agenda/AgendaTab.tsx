import { Alert, Button, Card, Col, List, Row, Skeleton, Space, Typography } from 'antd';
import { CheckCircleFilled, ReloadOutlined } from '@ant-design/icons';
import { AGENDA_RELEASE_MSG, SETTINGS_MSG, releaseMonthLabel } from '@salao/contracts';
import { withFeedback } from '../shared/feedback';
import { useAgendaPolicy } from '../shared/queries';
import { ExtraMonth, PolicyCard } from './PolicyCard';
import { usePolicyWrite } from './use-policy-write';
import { SlotStepCard } from './SlotStepCard';
import { OnlineBookingCard } from '../online-booking/OnlineBookingCard';
import { DepositSettingsCard } from '../online-booking/DepositSettingsCard';
import { StaleWarning, loadFailed } from '@salao/web-core/ui';

/** Agenda (docs/product/screens.md): the release policy, the months released to outside bookings and the slot step. */
export function AgendaTab() {
  const policy = useAgendaPolicy();
  const savePolicy = usePolicyWrite('/api/agenda-release/policy');
  const recalculate = usePolicyWrite('/api/agenda-release/recalculate');
  const releaseMonth = usePolicyWrite('/api/agenda-release/months');

  // Only a first load that failed replaces the form: a failed refresh keeps it, and what is being typed, under a warning.
  if (loadFailed(policy)) return <Alert type="error" showIcon title={policy.error?.message} />;
  if (!policy.data) return <Skeleton active />;
  const months = policy.data.currentReleasedMonths;

  return (
    <>
      <StaleWarning query={policy} what="a política de liberação da agenda" />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <PolicyCard
            key={`${policy.data.isActive}-${policy.data.releaseInterval}-${policy.data.releaseDay}`}
            policy={policy.data}
            saving={savePolicy.isPending}
            onSave={(input) => withFeedback(() => savePolicy.mutateAsync(input), AGENDA_RELEASE_MSG.saveError, SETTINGS_MSG.saved)}
          />
        </Col>
        <Col xs={24} xl={12}>
          <Card
            title="Meses Liberados"
            extra={
              <Button
                icon={<ReloadOutlined />}
                loading={recalculate.isPending}
                onClick={() => void withFeedback(() => recalculate.mutateAsync({}), AGENDA_RELEASE_MSG.recalcError)}
              >
                Atualizar
              </Button>
            }
          >
            <List
              dataSource={months}
              locale={{ emptyText: <Typography.Text type="secondary">{AGENDA_RELEASE_MSG.empty}</Typography.Text> }}
              renderItem={(month) => (
                <List.Item>
                  <Space>
                    <CheckCircleFilled style={{ color: '#16a34a' }} aria-hidden />
                    {releaseMonthLabel(month)}
                  </Space>
                </List.Item>
              )}
            />
            <ExtraMonth
              released={months}
              busy={releaseMonth.isPending}
              onRelease={(month) => withFeedback(() => releaseMonth.mutateAsync({ month }), AGENDA_RELEASE_MSG.saveError, SETTINGS_MSG.saved)}
            />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <SlotStepCard />
        </Col>
        <Col span={24}>
          <OnlineBookingCard />
        </Col>
        <Col span={24}>
          <DepositSettingsCard />
        </Col>
      </Row>
    </>
  );
}
