import { Col, Row } from 'antd';
import { useSession } from '@salao/web-core';
import { EmailCard, PasswordCard } from './AccountCards';
import { PlanCard } from './PlanCard';
import { PushCard } from './PushCard';
import { PwaInstallCard } from './PwaInstallCard';
import { SessionCard } from './SessionCard';

/** Segurança (docs/product/screens.md): everyone's e-mail and password, the PWA install help and push on this device, the plan; the session rules for admins. */
export function SecurityTab() {
  const isAdmin = useSession((s) => s.user?.role === 'admin');
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <EmailCard />
      </Col>
      <Col xs={24} xl={12}>
        <PasswordCard />
      </Col>
      {isAdmin && (
        <Col xs={24} xl={12}>
          <SessionCard />
        </Col>
      )}
      <Col xs={24} xl={12}>
        <PwaInstallCard />
      </Col>
      <Col xs={24} xl={12}>
        <PushCard />
      </Col>
      <Col xs={24} xl={12}>
        <PlanCard />
      </Col>
    </Row>
  );
}
