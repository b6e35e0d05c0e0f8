import { useEffect } from 'react';
import { Avatar, Button, Card, Col, Flex, Row, Tag, Typography, theme } from 'antd';
import { CalendarOutlined, CheckOutlined, DollarOutlined, GiftOutlined, InboxOutlined, MailOutlined, ShopOutlined, WhatsAppOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';
import { PLAN_NAMES, PLANS, TRIAL_DAYS, formatBRL, initials } from '@salao/contracts';
import { useIsMobile } from '../../layout/use-media-query';
import { FEATURES, TESTIMONIALS } from './landing-content';
import { PublicHeader } from './PublicHeader';
import { PublicFooter } from './PublicFooter';

const FEATURE_ICONS = {
  agenda: <CalendarOutlined />,
  whatsapp: <WhatsAppOutlined />,
  finance: <DollarOutlined />,
  stock: <InboxOutlined />,
  loyalty: <GiftOutlined />,
  units: <ShopOutlined />,
};

const PROFESSIONALS: Record<string, string> = { Base: 'Até 2 profissionais', Core: 'Até 5 profissionais', Expert: 'Profissionais ilimitados' };

function Section({ id, title, subtitle, children, alt }: { id: string; title: string; subtitle?: string; children: React.ReactNode; alt?: boolean }) {
  const { token } = theme.useToken();
  const mobile = useIsMobile();
  return (
    <section id={id} style={{ padding: mobile ? '48px 16px' : '80px 48px', background: alt ? token.colorBgContainer : undefined }}>
      <div style={{ maxWidth: 1120, margin: '0 auto' }}>
        <Typography.Title level={2} style={{ textAlign: 'center' }}>
          {title}
        </Typography.Title>
        {subtitle && (
          <Typography.Paragraph type="secondary" style={{ textAlign: 'center', fontSize: 16, marginBottom: 40 }}>
            {subtitle}
          </Typography.Paragraph>
        )}
        {children}
      </div>
    </section>
  );
}

/** Landing page at / and /vendas (docs/product/screens.md). */
export default function LandingPage() {
  const { hash } = useLocation();
  const { token } = theme.useToken();
  const mobile = useIsMobile();

  // Scroll to the anchor 100 ms after load, once the sections exist.
  useEffect(() => {
    if (!hash) return;
    const timer = setTimeout(() => document.getElementById(hash.slice(1))?.scrollIntoView({ behavior: 'smooth' }), 100);
    return () => clearTimeout(timer);
  }, [hash]);

  return (
    <div style={{ minHeight: '100vh', background: token.colorBgLayout }}>
      <PublicHeader />
      <section
        style={{
          padding: mobile ? '56px 16px' : '96px 48px',
          textAlign: 'center',
          background: `linear-gradient(135deg, ${token.colorPrimaryBg}, ${token.colorBgLayout})`,
        }}
      >
        <Tag color="purple" style={{ marginBottom: 16 }}>
          {TRIAL_DAYS} dias grátis para testar
        </Tag>
        <Typography.Title style={{ fontSize: mobile ? 32 : 48, maxWidth: 860, margin: '0 auto 16px' }}>
          Gestão completa para salões e negócios de beleza
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ fontSize: 18, maxWidth: 720, margin: '0 auto 32px' }}>
          Agenda com automação no WhatsApp, financeiro, estoque, fidelidade e gestão de várias unidades em um só lugar.
        </Typography.Paragraph>
        <Flex gap={12} justify="center" wrap>
          <Link to="/register">
            <Button type="primary" size="large">
              Começar teste grátis
            </Button>
          </Link>
          <a href="#pricing">
            <Button size="large">Ver planos</Button>
          </a>
        </Flex>
      </section>

      <Section id="features" title="Tudo o que seu negócio precisa" subtitle="Do primeiro agendamento ao fechamento do mês." alt>
        <Row gutter={[24, 24]}>
          {FEATURES.map((f) => (
            <Col xs={24} sm={12} lg={8} key={f.key}>
              <Card style={{ height: '100%' }}>
                <Avatar size={48} style={{ background: token.colorPrimaryBg, color: token.colorPrimary, marginBottom: 16 }} icon={FEATURE_ICONS[f.key]} />
                <Typography.Title level={4}>{f.title}</Typography.Title>
                <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                  {f.text}
                </Typography.Paragraph>
              </Card>
            </Col>
          ))}
        </Row>
      </Section>

      <Section
        id="pricing"
        title="Planos"
        subtitle={`Teste grátis por ${TRIAL_DAYS} dias antes da primeira cobrança. Agendamentos ilimitados em todos os planos.`}
      >
        <Row gutter={[24, 24]} align="stretch">
          {PLAN_NAMES.map((name) => {
            const plan = PLANS[name];
            return (
              <Col xs={24} md={8} key={name}>
                <Card
                  style={{ height: '100%', borderColor: plan.popular ? token.colorPrimary : undefined, borderWidth: plan.popular ? 2 : 1 }}
                  title={name}
                  extra={plan.popular && <Tag color="purple">Mais Popular</Tag>}
                >
                  <Typography.Text style={{ fontSize: 36, fontWeight: 700 }}>{formatBRL(plan.price).replace(',00', '')}</Typography.Text>
                  <Typography.Text type="secondary">/mês</Typography.Text>
                  {/* Each unit of a network has its own plan (docs/product/units.md, 'Plans and billing'). */}
                  <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                    por unidade
                  </Typography.Paragraph>
                  <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
                    {PROFESSIONALS[name]} · agendamentos ilimitados
                  </Typography.Paragraph>
                  <ul style={{ listStyle: 'none', padding: 0 }}>
                    {plan.features.map((f) => (
                      <li key={f} style={{ marginBottom: 8 }}>
                        <CheckOutlined style={{ color: token.colorSuccess, marginRight: 8 }} />
                        {f}
                      </li>
                    ))}
                  </ul>
                  <Link to="/register">
                    <Button type={plan.popular ? 'primary' : 'default'} block size="large">
                      Começar teste grátis
                    </Button>
                  </Link>
                </Card>
              </Col>
            );
          })}
        </Row>
      </Section>

      <Section id="testimonials" title="Quem usa recomenda" alt>
        <Row gutter={[24, 24]}>
          {TESTIMONIALS.map((t) => (
            <Col xs={24} md={8} key={t.name}>
              <Card style={{ height: '100%' }}>
                <Typography.Paragraph style={{ fontSize: 16 }}>“{t.text}”</Typography.Paragraph>
                <Flex align="center" gap={12}>
                  <Avatar style={{ background: token.colorPrimary }}>{initials(t.name)}</Avatar>
                  <div>
                    <Typography.Text strong>{t.name}</Typography.Text>
                    <br />
                    <Typography.Text type="secondary">{t.business}</Typography.Text>
                  </div>
                </Flex>
              </Card>
            </Col>
          ))}
        </Row>
      </Section>

      <Section id="contact" title="Fale com a gente" subtitle="Tire suas dúvidas sobre planos, migração de dados ou integração com WhatsApp.">
        <Flex gap={16} justify="center" wrap>
          <a href="mailto:contato@salao.app">
            <Button size="large" icon={<MailOutlined />}>
              contato@salao.app
            </Button>
          </a>
          <Link to="/register">
            <Button type="primary" size="large">
              Criar minha conta
            </Button>
          </Link>
        </Flex>
      </Section>
      <PublicFooter />
    </div>
  );
}
