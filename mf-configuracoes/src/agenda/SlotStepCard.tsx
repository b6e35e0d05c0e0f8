import { useState } from 'react';
import { Button, Card, Form, Select, Skeleton } from 'antd';
import { SETTINGS_MSG, SLOT_MINUTES_OPTIONS, type SettingsDto, type SlotMinutes } from '@salao/contracts';
import { withFeedback } from '../shared/feedback';
import { KEYS, useSettings } from '../shared/queries';
import { useReloadConflict } from '../shared/use-form-version';
import { useSaveSettings } from '../shared/use-save-settings';

/** The agenda's slot step (docs/product/agenda-grid.md): the grid's rows and the start times every booking path offers. */
export function SlotStepCard() {
  const settings = useSettings();
  if (!settings.data) return <Skeleton active />;
  return <SlotStepForm key={settings.dataUpdatedAt} settings={settings.data} />;
}

function SlotStepForm({ settings }: { settings: SettingsDto }) {
  const save = useSaveSettings();
  const [slotMinutes, setSlotMinutes] = useState<SlotMinutes>(settings.slotMinutes);
  const conflict = useReloadConflict(KEYS.settings);
  const submit = () =>
    withFeedback(() => save.mutateAsync({ slotMinutes, version: settings.version }), SETTINGS_MSG.saveError, SETTINGS_MSG.saved, conflict.caught);

  return (
    <Card title="Grade da agenda">
      {conflict.alert}
      <Form layout="vertical" component="div">
        <Form.Item
          label="Intervalo da agenda"
          htmlFor="slot-minutes"
          extra="As linhas da agenda e os horários oferecidos (na agenda e na página pública) seguem este intervalo: 10:00, 10:10, 10:20…"
        >
          <Select
            id="slot-minutes"
            value={slotMinutes}
            onChange={(v: SlotMinutes) => setSlotMinutes(v)}
            options={SLOT_MINUTES_OPTIONS.map((n) => ({ value: n, label: `${n} min` }))}
            style={{ width: 160 }}
          />
        </Form.Item>
        <Button type="primary" loading={save.isPending} onClick={() => void submit()}>
          Salvar Intervalo
        </Button>
      </Form>
    </Card>
  );
}
