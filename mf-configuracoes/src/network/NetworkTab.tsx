import { Alert, Button, Card, Form, Input, Skeleton, Switch, Typography } from 'antd';
import { NETWORK_MSG, PUBLIC_BOOKING_PATHS, networkUpdateSchema, type NetworkDto } from '@salao/contracts';
import { fieldStatus, formikText, useServerFormik } from '@salao/web-core/forms';
import { StaleWarning, loadFailed } from '@salao/web-core/ui';
import { withFeedback } from '../shared/feedback';
import { useFormVersion } from '../shared/use-form-version';
import { NETWORK_KEY, useNetwork, useSaveNetwork } from './use-network';

type NetworkValues = { name: string; slug: string; sharesClients: boolean };

const toValues = (n: NetworkDto): NetworkValues => ({ name: n.name, slug: n.slug, sharesClients: n.sharesClients });

const SHARING_HELP =
  'Ligado, cada cliente é um só cadastro em todas as unidades (um histórico, um saldo de pontos); desligado, cada unidade tem os próprios clientes.';

/** Rede (docs/product/units.md, 'Network settings'): the network's name, its public page's address and client sharing; owners only. */
export function NetworkTab() {
  const network = useNetwork();
  // Only a first load that failed replaces the form: a failed refresh keeps it, and what is being typed, under a warning.
  if (loadFailed(network)) return <Alert type="error" showIcon title={network.error?.message} />;
  if (!network.data) return <Skeleton active />;
  return (
    <>
      <StaleWarning query={network} what="os dados da rede" />
      <NetworkForm network={network.data} />
    </>
  );
}

function NetworkForm({ network }: { network: NetworkDto }) {
  const save = useSaveNetwork();
  const formik = useServerFormik<NetworkValues>({
    initialValues: toValues(network),
    validationSchema: networkUpdateSchema,
    onSubmit: (values): Promise<boolean> =>
      withFeedback(() => save.mutateAsync({ ...values, version }), NETWORK_MSG.saveError, NETWORK_MSG.saved, conflict.caught),
  });
  const { version, conflict } = useFormVersion(formik, network, NETWORK_KEY, toValues);
  const slug = formik.values.slug.trim().toLowerCase();
  const link = `${window.location.origin}${PUBLIC_BOOKING_PATHS.page(slug || network.slug)}`;
  return (
    <Card title="Rede">
      {conflict.alert}
      <Typography.Paragraph type="secondary">
        {network.unitCount === 1 ? 'Sua rede tem 1 unidade.' : `Sua rede tem ${network.unitCount} unidades.`} Estas configurações valem para todas elas.
      </Typography.Paragraph>
      <Form layout="vertical" component="div">
        <Form.Item label="Nome da rede" htmlFor="network-name" {...fieldStatus(formik, 'name')}>
          <Input {...formikText(formik, 'name', 'network')} maxLength={120} autoComplete="off" />
        </Form.Item>
        <Form.Item
          label="Endereço da página da rede"
          htmlFor="network-slug"
          {...fieldStatus(formik, 'slug')}
          extra={<span data-testid="network-link">Link da rede: {link}</span>}
        >
          <Input
            {...formikText(formik, 'slug', 'network')}
            prefix={<Typography.Text type="secondary">/agendar/</Typography.Text>}
            maxLength={60}
            autoComplete="off"
          />
        </Form.Item>
        {slug !== network.slug && (
          <Alert type="warning" showIcon style={{ marginBottom: 16 }} title="Ao mudar o endereço, o link antigo da rede deixa de funcionar." />
        )}
        <Form.Item label="Compartilhar clientes e pontos de fidelidade entre as unidades" htmlFor="network-shares">
          <Switch
            id="network-shares"
            aria-describedby="network-shares-help"
            checked={formik.values.sharesClients}
            onChange={(checked) => void formik.setFieldValue('sharesClients', checked)}
          />
          <Typography.Paragraph id="network-shares-help" type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
            {SHARING_HELP}
          </Typography.Paragraph>
        </Form.Item>
        <Button type="primary" loading={formik.isSubmitting} onClick={() => formik.handleSubmit()}>
          Salvar Rede
        </Button>
      </Form>
    </Card>
  );
}
