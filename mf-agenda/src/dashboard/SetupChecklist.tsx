import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { QUERY_KEYS, type DashboardSetup } from '@salao/contracts';
import { Link, dismissSetupChecklist, isSetupChecklistDismissed, useSession } from '@salao/web-core';
import { Icon } from '@salao/web-core/icon';
import { CHECK_CIRCLE_FILLED, CLOSE, RIGHT } from '@salao/web-core/icon-paths';
import { Button, Card, QueryError, StaleWarning, loadFailed } from '@salao/web-core/light';
import { AddMyselfButton } from './AddMyselfButton';
import { isWhatsappSkipped, skipWhatsapp } from './setup-skip';

type StepKey = Exclude<keyof DashboardSetup, 'whatsappGateway'>;

/** The professional comes before the service: a service is created with the professionals who perform it. */
const STEPS: { key: StepKey; title: string; hint: string; to: string }[] = [
  { key: 'businessHours', title: 'Defina os horários de funcionamento', hint: 'Quando o estabelecimento abre em cada dia.', to: '/configuracoes?aba=horarios' },
  { key: 'staffHours', title: 'Cadastre um profissional com horário de trabalho', hint: 'Começa com os horários do estabelecimento.', to: '/colaboradores' },
  { key: 'service', title: 'Cadastre um serviço', hint: 'Nome, duração, preço e quem o realiza.', to: '/servicos' },
  { key: 'whatsapp', title: 'Conecte o WhatsApp', hint: 'Para confirmações e lembretes automáticos.', to: '/configuracoes?aba=whatsapp' },
  { key: 'firstBooking', title: 'Faça o primeiro agendamento', hint: 'Pela agenda ou pelo link de agendamento online.', to: '/agendamentos' },
];

/** Said plainly when the server has no WhatsApp gateway: nothing to connect, so the step can only be skipped. */
const NO_GATEWAY_HINT =
  'Este servidor não tem um gateway de WhatsApp configurado, então não há o que conectar agora: as confirmações e lembretes seguem por e-mail. Você pode pular este passo.';

/** Whether a checklist was drawn since the page loaded (module state: once per page load). */
let shownBefore = false;

/** The owner's first-run checklist (docs/product/screens.md ('First-run checklist')): each step links to its screen and ticks itself from the data. */
export function SetupChecklist() {
  const establishmentId = useSession((s) => s.user?.establishmentId);
  const [dismissed, setDismissed] = useState(() => isSetupChecklistDismissed(establishmentId));
  const [whatsappSkipped, setWhatsappSkipped] = useState(() => isWhatsappSkipped(establishmentId));
  // Fresh on every visit: the steps are done on other screens. The first visit of a page load draws what the
  // shell fetched moments ago beside the figures (preload-landing.ts) instead of asking again.
  const setup = useQuery<DashboardSetup>({ queryKey: QUERY_KEYS.dashboardSetup, staleTime: 0, enabled: !dismissed, refetchOnMount: shownBefore });
  useEffect(() => {
    shownBefore = true;
  }, []);
  if (dismissed || setup.isPending) return null;
  const dismiss = () => {
    dismissSetupChecklist(establishmentId);
    setDismissed(true);
  };
  if (loadFailed(setup) || !setup.data) {
    return (
      <div style={{ marginBottom: 16 }}>
        <QueryError query={setup} what="os primeiros passos" stale={false} />
      </div>
    );
  }
  // A skipped WhatsApp counts as done (docs/product/screens.md 'First-run checklist').
  const data: Record<StepKey, boolean> = { ...setup.data, whatsapp: setup.data.whatsapp || whatsappSkipped };
  const gateway = setup.data.whatsappGateway;
  const skip = () => {
    skipWhatsapp(establishmentId);
    setWhatsappSkipped(true);
  };
  const done = STEPS.filter((s) => data[s.key]).length;
  if (done === STEPS.length) return null;
  return (
    <Card
      data-testid="setup-checklist"
      style={{ marginBottom: 16 }}
      title={
        <span style={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 12 }}>
          <span>Primeiros passos</span>
          <span className="salao-secondary" style={{ fontSize: 14, fontWeight: 'normal' }}>
            {done} de {STEPS.length} concluídos
          </span>
        </span>
      }
      extra={<Button kind="text" icon={<Icon of={CLOSE} />} aria-label="Ocultar primeiros passos" onClick={dismiss} />}
    >
      <StaleWarning query={setup} what="os primeiros passos" />
      {/* Plain elements, not antd's List and Progress: the dashboard's first visit downloads no antd (docs/architecture.md, 'First visit'). */}
      <div
        role="progressbar"
        aria-label="Passos concluídos"
        aria-valuemin={0}
        aria-valuemax={STEPS.length}
        aria-valuenow={done}
        aria-valuetext={`${done} de ${STEPS.length} passos concluídos`}
        style={{ height: 8, borderRadius: 4, background: 'var(--salao-color-fill-secondary)', marginBottom: 8 }}
      >
        <div style={{ width: `${(done / STEPS.length) * 100}%`, height: '100%', borderRadius: 4, background: 'var(--salao-color-primary)' }} />
      </div>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {STEPS.map((step, i) => {
          const ok = data[step.key];
          return (
            <li
              key={step.key}
              data-testid={`setup-${step.key}`}
              data-done={ok ? 'true' : 'false'}
              style={{
                display: 'flex',
                alignItems: 'flex-start',
                gap: 12,
                padding: '12px 0',
                borderTop: i ? '1px solid var(--salao-color-border-secondary)' : undefined,
              }}
            >
              {ok ? (
                <span role="img" aria-label="Concluído" style={{ display: 'inline-flex', color: '#389e0d', fontSize: 18, marginTop: 3 }}>
                  <Icon of={CHECK_CIRCLE_FILLED} />
                </span>
              ) : (
                <span
                  aria-label="Pendente"
                  role="img"
                  style={{ width: 18, height: 18, marginTop: 3, borderRadius: '50%', border: '2px solid currentColor', opacity: 0.6, flex: 'none' }}
                />
              )}
              <div style={{ display: 'flex', flexDirection: 'column', flex: 1, gap: 4 }}>
                {ok ? (
                  <del>
                    {step.title}
                    {step.key === 'whatsapp' && !setup.data.whatsapp && ' (pulado)'}
                  </del>
                ) : step.key === 'whatsapp' && !gateway ? (
                  <span className="salao-strong">{step.title}</span>
                ) : (
                  <Link to={step.to}>
                    {step.title} <Icon of={RIGHT} style={{ fontSize: 11, verticalAlign: '-0.125em' }} />
                  </Link>
                )}
                <span className="salao-secondary">{step.key === 'whatsapp' && !gateway && !ok ? NO_GATEWAY_HINT : step.hint}</span>
                {!ok && step.key === 'staffHours' && <AddMyselfButton />}
                {!ok && step.key === 'whatsapp' && (
                  <div>
                    <Button size="small" onClick={skip}>
                      Pular este passo
                    </Button>
                  </div>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
