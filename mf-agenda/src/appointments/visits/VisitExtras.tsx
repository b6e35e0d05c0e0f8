import { Button, Flex, Form, Select } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useBookingOptions } from '../use-booking-options';
import type { ExtraItem } from './visit-form';

interface VisitExtrasProps {
  items: ExtraItem[];
  onChange: (items: ExtraItem[]) => void;
}

/** One more service of the same visit: its service and professional (it starts when the previous one ends). */
function ExtraRow({ item, index, onChange, onRemove }: { item: ExtraItem; index: number; onChange: (i: ExtraItem) => void; onRemove: () => void }) {
  const { serviceOptions, staffOptions, loading } = useBookingOptions(item.serviceId);
  const n = index + 2;
  return (
    <Flex gap={8} align="end" style={{ marginBottom: 8 }}>
      <Form.Item label={`${n}º serviço`} htmlFor={`visit-service-${n}`} style={{ flex: 1, marginBottom: 0 }}>
        <Select<number>
          id={`visit-service-${n}`}
          aria-label={`${n}º serviço`}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="Selecione o serviço"
          loading={loading}
          options={serviceOptions}
          value={item.serviceId}
          onChange={(serviceId) => onChange({ ...item, serviceId, staffId: undefined })}
        />
      </Form.Item>
      <Form.Item label={`Profissional do ${n}º serviço`} htmlFor={`visit-staff-${n}`} style={{ flex: 1, marginBottom: 0 }}>
        <Select<number>
          id={`visit-staff-${n}`}
          aria-label={`Profissional do ${n}º serviço`}
          placeholder="Selecione o profissional"
          loading={loading}
          options={staffOptions}
          value={item.staffId}
          onChange={(staffId) => onChange({ ...item, staffId })}
        />
      </Form.Item>
      <Button aria-label={`Remover o ${n}º serviço`} icon={<DeleteOutlined />} onClick={onRemove} />
    </Flex>
  );
}

/** 'Adicionar serviço': several services in one visit, booked all or none (docs/product/series.md). */
export function VisitExtras({ items, onChange }: VisitExtrasProps) {
  return (
    <>
      {items.map((item, index) => (
        <ExtraRow
          key={index}
          item={item}
          index={index}
          onChange={(next) => onChange(items.map((x, i) => (i === index ? next : x)))}
          onRemove={() => onChange(items.filter((_, i) => i !== index))}
        />
      ))}
      {items.length < 5 && (
        <Button icon={<PlusOutlined />} onClick={() => onChange([...items, {}])} style={{ marginBottom: 16 }}>
          Adicionar serviço
        </Button>
      )}
    </>
  );
}
