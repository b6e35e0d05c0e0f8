import { useState } from 'react';
import { Button, Card, Form, Select, Space, Typography } from 'antd';
import { DEFAULT_TIME_ZONE, SETTINGS_MSG, TIME_ZONES, type EstablishmentInfo } from '@salao/contracts';
import { ESTABLISHMENT_KEY, api, toast, useLiveWrite } from '@salao/web-core';
import { withFeedback } from '../shared/feedback';

const CITY: Record<string, string> = {
  'America/Sao_Paulo': 'São Paulo, Brasília (UTC-3)',
  'America/Manaus': 'Manaus (UTC-4)',
  'America/Campo_Grande': 'Campo Grande (UTC-4)',
  'America/Cuiaba': 'Cuiabá (UTC-4)',
  'America/Porto_Velho': 'Porto Velho (UTC-4)',
  'America/Boa_Vista': 'Boa Vista (UTC-4)',
  'America/Rio_Branco': 'Rio Branco (UTC-5)',
  'America/Eirunepe': 'Eirunepé (UTC-5)',
  'America/Fortaleza': 'Fortaleza (UTC-3)',
  'America/Recife': 'Recife (UTC-3)',
  'America/Salvador': 'Salvador (UTC-3)',
  'America/Maceio': 'Maceió (UTC-3)',
  'America/Belem': 'Belém (UTC-3)',
  'America/Santarem': 'Santarém (UTC-3)',
  'America/Araguaina': 'Araguaína (UTC-3)',
  'America/Noronha': 'Fernando de Noronha (UTC-2)',
};

/** docs/product/entities.md: the time zone is also kept in the browser. */
const TIMEZONE_STORAGE_KEY = 'timezone';

/** 'Fuso Horário' (docs/product/screens.md): PATCH /api/establishment/timezone; save disabled while unchanged. Keyed by the saved zone. */
export function TimezoneCard({ establishment }: { establishment: EstablishmentInfo }) {
  const saved = establishment.timezone || DEFAULT_TIME_ZONE;
  const [zone, setZone] = useState(saved);
  const save = useLiveWrite({
    write: (timezone: string) => api.patch<EstablishmentInfo>('/api/establishment/timezone', { timezone }),
    causes: [],
    also: ['appointments'],
    update: (client, answer) => {
      client.setQueryData(ESTABLISHMENT_KEY, answer);
      return [];
    },
  });
  const unchanged = zone === saved;
  // 'Nenhuma alteração foi feita.' answers a save with nothing changed, never before one.
  const [triedUnchanged, setTriedUnchanged] = useState(false);

  const submit = async () => {
    if (unchanged) {
      setTriedUnchanged(true);
      toast({ title: SETTINGS_MSG.unchanged });
      return;
    }
    await withFeedback(
      async () => localStorage.setItem(TIMEZONE_STORAGE_KEY, (await save.mutateAsync(zone)).timezone),
      SETTINGS_MSG.timezoneError,
      SETTINGS_MSG.timezoneSaved,
    );
  };

  return (
    <Card title="Fuso Horário">
      <Typography.Paragraph type="secondary">Os horários da agenda e das automações seguem este fuso.</Typography.Paragraph>
      <Form layout="vertical" component="div">
        <Form.Item
          label="Fuso horário do estabelecimento"
          htmlFor="establishment-timezone"
          extra={unchanged && triedUnchanged ? SETTINGS_MSG.unchanged : undefined}
        >
          <Select
            id="establishment-timezone"
            value={zone}
            onChange={(z) => {
              setZone(z);
              setTriedUnchanged(false);
            }}
            options={TIME_ZONES.map((z) => ({ value: z, label: `${CITY[z] ?? z} — ${z}` }))}
          />
        </Form.Item>
        <Space>
          <Button type="primary" loading={save.isPending} onClick={() => void submit()}>
            Salvar Fuso Horário
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
