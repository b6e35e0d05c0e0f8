import { Descriptions, Table, Typography } from 'antd';
import { formatBRL, formatDate, fromCents, toCents, type CommissionResult, type CommissionServiceLine, type StaffDto } from '@salao/contracts';

const percent = (v: string | null) => `${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 }).format(Number(v ?? 0))}%`;

/** A member without commission: the fixed salary, shown without a call (docs/product/validation.md). */
export function FixedSalaryView({ staff }: { staff: StaffDto }) {
  return (
    <Descriptions size="small" column={1} bordered data-testid="commission-result">
      <Descriptions.Item label="Colaborador">{staff.name}</Descriptions.Item>
      <Descriptions.Item label="Salário fixo">{formatBRL(staff.salaryAmount ?? 0)}</Descriptions.Item>
      <Descriptions.Item label="Comissão">Sem comissão</Descriptions.Item>
    </Descriptions>
  );
}

/** docs/product/entities.md Commission result: the figures, then each completed service with its commission. */
export function CommissionResultView({ result }: { result: CommissionResult }) {
  const total = fromCents(toCents(result.fixedSalary) + toCents(result.commissionValue));
  return (
    <div data-testid="commission-result">
      {result.message && <Typography.Paragraph>{result.message}</Typography.Paragraph>}
      <Descriptions size="small" column={1} bordered style={{ marginBottom: 12 }}>
        <Descriptions.Item label="Colaborador">{result.staffName}</Descriptions.Item>
        <Descriptions.Item label="Salário fixo">{formatBRL(result.fixedSalary)}</Descriptions.Item>
        <Descriptions.Item label="Comissão">{percent(result.commission)}</Descriptions.Item>
        <Descriptions.Item label="Serviços realizados">{result.totalServices}</Descriptions.Item>
        <Descriptions.Item label="Valor dos serviços">{formatBRL(result.totalServiceValue)}</Descriptions.Item>
        <Descriptions.Item label="Valor da comissão">{formatBRL(result.commissionValue)}</Descriptions.Item>
        <Descriptions.Item label="Total a receber">
          <Typography.Text strong>{formatBRL(total)}</Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      {result.services.length > 0 && (
        <Table<CommissionServiceLine>
          size="small"
          rowKey={(s, i) => `${s.date}-${i}`}
          dataSource={result.services}
          pagination={result.services.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
          scroll={{ x: 480 }}
          columns={[
            { title: 'Data', dataIndex: 'date', render: (d: string) => formatDate(d.slice(0, 10)) },
            { title: 'Cliente', dataIndex: 'clientName' },
            { title: 'Serviço', dataIndex: 'serviceName' },
            { title: 'Preço', dataIndex: 'price', align: 'right', render: (v: string) => formatBRL(v) },
            { title: 'Comissão', dataIndex: 'commissionAmount', align: 'right', render: (v: string) => formatBRL(v) },
          ]}
        />
      )}
    </div>
  );
}
