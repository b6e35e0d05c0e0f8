import { useState } from 'react';
import { Form, InputNumber, Modal, Select } from 'antd';
import { LOYALTY_MSG, type ClientDto, type LoyaltyProgramDto } from '@salao/contracts';
import { toastError } from '@salao/web-core';
import { useLoyaltyMutations } from './use-loyalty-mutations';
import { dialogFooter } from '@salao/web-core/ui';

/** Add points by hand: client, an active programme and points > 0, else SPEC §5's message. */
export default function AddPointsDialog({ clients, programs, onClose }: { clients: ClientDto[]; programs: LoyaltyProgramDto[]; onClose: () => void }) {
  const { addPoints } = useLoyaltyMutations();
  const active = programs.filter((p) => p.isActive);
  const [clientId, setClientId] = useState<number | undefined>();
  const [programId, setProgramId] = useState<number | undefined>(active.length === 1 ? active[0]!.id : undefined);
  const [points, setPoints] = useState<number | null>(null);

  const submit = () => {
    if (!clientId || !programId || !points || points <= 0 || !Number.isInteger(points)) {
      toastError(LOYALTY_MSG.fields);
      return;
    }
    addPoints.mutate({ clientId, programId, points }, { onSuccess: onClose });
  };

  return (
    <Modal
      open
      onCancel={onClose}
      title="Adicionar Pontos"
      footer={dialogFooter({ onCancel: onClose, onSubmit: submit, submitLabel: 'Adicionar Pontos', loading: addPoints.isPending })}
    >
      <Form layout="vertical" component="div" style={{ marginTop: 12 }}>
        <Form.Item label="Cliente" htmlFor="points-client" required>
          <Select<number>
            id="points-client"
            showSearch
            optionFilterProp="label"
            placeholder="Selecione o cliente"
            value={clientId}
            onChange={setClientId}
            options={clients.map((c) => ({ value: c.id, label: c.name }))}
            notFoundContent="Nenhum cliente encontrado"
          />
        </Form.Item>
        <Form.Item label="Programa" htmlFor="points-program" required>
          <Select<number>
            id="points-program"
            placeholder="Selecione o programa"
            value={programId}
            onChange={setProgramId}
            options={active.map((p) => ({ value: p.id, label: p.name }))}
            notFoundContent="Nenhum programa ativo"
          />
        </Form.Item>
        <Form.Item label="Pontos" htmlFor="points-amount" required>
          <InputNumber<number> id="points-amount" min={1} precision={0} style={{ width: '100%' }} value={points} onChange={setPoints} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
