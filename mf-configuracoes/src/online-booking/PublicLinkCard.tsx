import { useState } from 'react';
import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { CopyOutlined, ExportOutlined } from '@ant-design/icons';
import { PUBLIC_BOOKING_MSG, PUBLIC_BOOKING_PATHS, SETTINGS_MSG, isValidSlug, type EstablishmentInfo } from '@salao/contracts';
import { ESTABLISHMENT_KEY, api, toastSuccess, useLiveWrite } from '@salao/web-core';
import { withFeedback } from '../shared/feedback';
import { useReloadConflict } from '../shared/use-form-version';
import { ONLINE_BOOKING_KEY, useOnlineBookingSettings } from './use-online-booking';

/** Negócio: the public booking page's address (slug) and its link to share. */
export function PublicLinkCard({ establishment }: { establishment: EstablishmentInfo }) {
  const [slug, setSlug] = useState(establishment.slug);
  const [touched, setTouched] = useState(false);
  const save = useLiveWrite({
    // PUT /api/establishment writes every business field: send the saved ones with the new slug, and the version
    // they were read at, so a name someone else saved meanwhile is refused here rather than put back.
    write: (next: string) =>
      api.put<EstablishmentInfo>('/api/establishment', {
        name: establishment.name,
        segment: establishment.segment ?? '',
        phone: establishment.phone ?? '',
        email: establishment.email ?? '',
        address: establishment.address ?? '',
        slug: next,
        version: establishment.version,
      }),
    causes: [],
    also: [ONLINE_BOOKING_KEY],
    update: (client, answer) => {
      client.setQueryData(ESTABLISHMENT_KEY, answer);
      return [];
    },
  });
  // 'Recarregar' only refreshes the saved business data this card sends along; the typed address stays.
  const conflict = useReloadConflict(ESTABLISHMENT_KEY);
  const value = slug.trim().toLowerCase();
  const error = touched && !isValidSlug(value) ? PUBLIC_BOOKING_MSG.slug : undefined;
  // The API's address (APP_URL, the public origin) once known; this page's origin until then.
  const settings = useOnlineBookingSettings();
  const link = settings.data?.bookingUrl ?? `${window.location.origin}${PUBLIC_BOOKING_PATHS.page(establishment.slug)}`;
  const copy = () =>
    void navigator.clipboard.writeText(link).then(
      () => toastSuccess('Link copiado!'),
      () => undefined,
    );

  return (
    <Card title="Página de Agendamento Online">
      {conflict.alert}
      <Typography.Paragraph type="secondary">
        Seus clientes agendam sozinhos por este link, sem login. Compartilhe no WhatsApp, no Instagram ou no Google.
      </Typography.Paragraph>
      <Form layout="vertical" component="div">
        <Form.Item label="Link público" htmlFor="public-link">
          <Flex gap={8} wrap>
            <Input id="public-link" readOnly value={link} onFocus={(e) => e.currentTarget.select()} style={{ flex: '1 1 260px' }} />
            <Flex gap={8}>
              <Button icon={<CopyOutlined />} onClick={copy}>
                Copiar
              </Button>
              <Button icon={<ExportOutlined />} href={link} target="_blank" rel="noopener" aria-label="Abrir página de agendamento">
                Abrir
              </Button>
            </Flex>
          </Flex>
        </Form.Item>
        <Form.Item
          label="Endereço da página"
          htmlFor="public-slug"
          validateStatus={error ? 'error' : undefined}
          help={error ?? 'Letras minúsculas sem acento, números e hífens.'}
        >
          <Flex gap={8} wrap>
            <Input
              id="public-slug"
              style={{ flex: '1 1 260px' }}
              prefix={<Typography.Text type="secondary">/agendar/</Typography.Text>}
              value={slug}
              maxLength={60}
              autoComplete="off"
              onChange={(e) => setSlug(e.target.value)}
              onBlur={() => setTouched(true)}
            />
            <Button
              type="primary"
              loading={save.isPending}
              disabled={value === establishment.slug}
              onClick={() => {
                setTouched(true);
                if (isValidSlug(value)) void withFeedback(() => save.mutateAsync(value), SETTINGS_MSG.businessSaveError, SETTINGS_MSG.saved, conflict.caught);
              }}
            >
              Salvar Endereço
            </Button>
          </Flex>
        </Form.Item>
        {value !== establishment.slug && <Alert type="warning" showIcon title="Ao mudar o endereço, o link antigo deixa de funcionar." />}
      </Form>
    </Card>
  );
}
