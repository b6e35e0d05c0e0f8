import { useState } from 'react';
import { Alert, Button, InputNumber, Radio, Select, Space, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  COMMISSION_BASE_LABELS,
  COMMISSION_BASES,
  QUERY_KEYS,
  commissionRulesSchema,
  type CommissionBase,
  type CommissionRulesDto,
  type ProductDto,
  type ServiceDto,
  type StaffDto,
} from '@salao/contracts';
import { api, failureReason, toastSuccess } from '@salao/web-core';
import { QueryState } from '@salao/web-core/ui';

export const RULES_KEY = '/api/commission-rules';

interface Rate {
  key: number;
  targetId: number | null;
  staffId: number | null;
  percent: number | null;
}

type Kind = 'service' | 'product';
let nextKey = 1;

function RateList({
  kind,
  rates,
  onChange,
  targets,
  staff,
}: {
  kind: Kind;
  rates: Rate[];
  onChange: (rates: Rate[]) => void;
  targets: { value: number; label: string }[];
  staff: { value: number; label: string }[];
}) {
  const what = kind === 'service' ? 'Serviço' : 'Produto';
  const set = (key: number, patch: Partial<Rate>) => onChange(rates.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  return (
    <div style={{ marginBottom: 16 }}>
      <Typography.Title level={5}>{kind === 'service' ? 'Por serviço' : 'Por produto'}</Typography.Title>
      {rates.length === 0 && (
        <Typography.Paragraph type="secondary">
          {kind === 'service'
            ? 'Nenhuma regra por serviço: vale a comissão de cada profissional.'
            : 'Nenhuma regra por produto: vale a comissão de cada profissional.'}
        </Typography.Paragraph>
      )}
      {rates.map((r, n) => {
        const id = `commission-rule-${kind}-${r.key}`;
        return (
          <Space key={r.key} wrap align="end" style={{ marginBottom: 8, display: 'flex' }} data-testid={`commission-rule-${kind}`}>
            <label htmlFor={`${id}-target`} style={{ display: 'flex', flexDirection: 'column' }}>
              <span>
                {what} {n + 1}
              </span>
              <Select
                id={`${id}-target`}
                style={{ width: 220, maxWidth: '80vw' }}
                placeholder={kind === 'service' ? 'Selecione o serviço' : 'Selecione o produto'}
                value={r.targetId ?? undefined}
                onChange={(v: number) => set(r.key, { targetId: v })}
                options={targets}
                showSearch={{ optionFilterProp: 'label' }}
              />
            </label>
            <label htmlFor={`${id}-staff`} style={{ display: 'flex', flexDirection: 'column' }}>
              <span>Profissional</span>
              <Select
                id={`${id}-staff`}
                style={{ width: 200, maxWidth: '80vw' }}
                allowClear
                placeholder="Todos os profissionais"
                value={r.staffId ?? undefined}
                onChange={(v?: number) => set(r.key, { staffId: v ?? null })}
                options={staff}
              />
            </label>
            <label htmlFor={`${id}-percent`} style={{ display: 'flex', flexDirection: 'column' }}>
              <span>Comissão (%)</span>
              <InputNumber<number>
                id={`${id}-percent`}
                min={0}
                max={100}
                step={0.5}
                precision={2}
                decimalSeparator=","
                style={{ width: 120 }}
                value={r.percent}
                onChange={(v) => set(r.key, { percent: v })}
              />
            </label>
            <Button
              icon={<DeleteOutlined />}
              aria-label={`Remover regra ${kind === 'service' ? 'do serviço' : 'do produto'} ${n + 1}`}
              onClick={() => onChange(rates.filter((x) => x.key !== r.key))}
            />
          </Space>
        );
      })}
      <Button icon={<PlusOutlined />} onClick={() => onChange([...rates, { key: nextKey++, targetId: null, staffId: null, percent: null }])}>
        {kind === 'service' ? 'Adicionar regra por serviço' : 'Adicionar regra por produto'}
      </Button>
    </div>
  );
}

/**
 * 'Regras de comissão' (docs/product/api.md, 'Comissões'): the base every commission is a percent of, and the
 * rates per service and per product (optionally for one professional) that override each professional's own
 * rate. Saved whole with the version read: a stale one is 409 and shows the server's message.
 */
export function CommissionRules({ canEdit }: { canEdit: boolean }) {
  const rules = useQuery<CommissionRulesDto>({ queryKey: [RULES_KEY], queryFn: () => api.get<CommissionRulesDto>(RULES_KEY) });
  return (
    <QueryState query={rules} what="as regras de comissão">
      {/* A new version read (saved here or reloaded) starts the form again from it. */}
      {rules.data && <RulesForm key={rules.data.version} rules={rules.data} canEdit={canEdit} onReload={() => void rules.refetch()} />}
    </QueryState>
  );
}

const rateRows = <T,>(list: T[], target: (r: T) => number, rest: (r: T) => { staffId: number | null; percent: number }): Rate[] =>
  list.map((r) => ({ key: nextKey++, targetId: target(r), ...rest(r) }));

function RulesForm({ rules, canEdit, onReload }: { rules: CommissionRulesDto; canEdit: boolean; onReload: () => void }) {
  const client = useQueryClient();
  const services = useQuery<ServiceDto[]>({ queryKey: QUERY_KEYS.services, queryFn: () => api.get<ServiceDto[]>(QUERY_KEYS.services[0]) });
  const products = useQuery<ProductDto[]>({ queryKey: QUERY_KEYS.products, queryFn: () => api.get<ProductDto[]>(QUERY_KEYS.products[0]).catch(() => []) });
  const staff = useQuery<StaffDto[]>({ queryKey: QUERY_KEYS.staff, queryFn: () => api.get<StaffDto[]>(QUERY_KEYS.staff[0]), staleTime: 30 * 60_000 });
  const [base, setBase] = useState<CommissionBase>(rules.base);
  const [serviceRates, setServiceRates] = useState<Rate[]>(() =>
    rateRows(
      rules.services,
      (r) => r.serviceId,
      (r) => ({ staffId: r.staffId, percent: r.percent }),
    ),
  );
  const [productRates, setProductRates] = useState<Rate[]>(() =>
    rateRows(
      rules.products,
      (r) => r.productId,
      (r) => ({ staffId: r.staffId, percent: r.percent }),
    ),
  );
  const [error, setError] = useState<string | null>(null);

  const save = useMutation<CommissionRulesDto, Error, unknown>({
    mutationFn: (body) => api.put<CommissionRulesDto>(RULES_KEY, body),
    onSuccess: (saved) => {
      setError(null);
      client.setQueryData([RULES_KEY], saved);
      toastSuccess('Regras de comissão salvas.');
    },
    onError: (e) => setError(failureReason(e) ?? 'Não foi possível salvar as regras de comissão.'),
  });

  const submit = async () => {
    const body = {
      base,
      services: serviceRates.map((r) => ({ serviceId: r.targetId, staffId: r.staffId, percent: r.percent })),
      products: productRates.map((r) => ({ productId: r.targetId, staffId: r.staffId, percent: r.percent })),
      version: rules.version,
    };
    try {
      await commissionRulesSchema.validate(body);
    } catch (e) {
      setError((e as Error).message);
      return;
    }
    save.mutate(body);
  };

  const staffOptions = (staff.data ?? []).map((s) => ({ value: s.id, label: s.name }));
  return (
    <div data-testid="commission-rules">
      <Typography.Title level={5}>Regras de comissão</Typography.Title>
      <Typography.Paragraph type="secondary">
        Cada item de uma comanda rende ao seu profissional o percentual da regra do serviço ou produto (a do profissional antes da de todos); sem regra, vale a
        comissão do cadastro do profissional. A gorjeta vai inteira para quem a recebeu.
      </Typography.Paragraph>
      <fieldset disabled={!canEdit} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <legend style={{ fontWeight: 600, fontSize: 14, marginBottom: 8 }}>Base de cálculo</legend>
        <Radio.Group
          value={base}
          onChange={(e) => setBase(e.target.value as CommissionBase)}
          options={COMMISSION_BASES.map((b) => ({ value: b, label: COMMISSION_BASE_LABELS[b] }))}
          style={{ marginBottom: 16 }}
        />
      </fieldset>
      {canEdit ? (
        <>
          <RateList
            kind="service"
            rates={serviceRates}
            onChange={setServiceRates}
            targets={(services.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
            staff={staffOptions}
          />
          <RateList
            kind="product"
            rates={productRates}
            onChange={setProductRates}
            targets={(products.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
            staff={staffOptions}
          />
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} role="alert" />}
          <Space wrap>
            <Button type="primary" loading={save.isPending} onClick={() => void submit()}>
              Salvar regras
            </Button>
            {error && <Button onClick={onReload}>Recarregar regras</Button>}
          </Space>
        </>
      ) : (
        <Typography.Paragraph>
          {rules.services.length} regra(s) por serviço e {rules.products.length} por produto. Só a gerência altera as regras.
        </Typography.Paragraph>
      )}
    </div>
  );
}
