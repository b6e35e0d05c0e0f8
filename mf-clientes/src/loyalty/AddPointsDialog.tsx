import { useState } from 'react';
import { Form, InputNumber, Select } from 'antd';
import { LOYALTY_MSG, type ClientDto, type LoyaltyProgramDto } from '@salao/contracts';
import { toastError } from '@salao/web-core';
import { useLoyaltyMutations } from './use-loyalty-mutations';
import { FormDialog } from '@salao/web-core/forms';

const toOptions = (list: { id: number; name: string }[]) => list.map((x) => ({ value: x.id, label: x.name }));

/** Add points by hand: client, an active programme and points > 0, else docs/product/validation.md's message. */
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
    <FormDialog title="Adicionar Pontos" onClose={onClose} submitLabel="Adicionar Pontos" onSubmit={submit} loading={addPoints.isPending}>
      <Form.Item label="Cliente" htmlFor="points-client" required>
        <Select<number>
          id="points-client"
          showSearch
          optionFilterProp="label"
          placeholder="Selecione o cliente"
          value={clientId}
          onChange={setClientId}
          options={toOptions(clients)}
          notFoundContent="Nenhum cliente encontrado"
        />
      </Form.Item>
      <Form.Item label="Programa" htmlFor="points-program" required>
        <Select<number>
          id="points-program"
          placeholder="Selecione o programa"
          value={programId}
          onChange={setProgramId}
          options={toOptions(active)}
          notFoundContent="Nenhum programa ativo"
        />
      </Form.Item>
      <Form.Item label="Pontos" htmlFor="points-amount" required>
        <InputNumber<number> id="points-amount" min={1} precision={0} style={{ width: '100%' }} value={points} onChange={setPoints} />
      </Form.Item>
    </FormDialog>
  );
}
