import { Alert, Button, Skeleton, Typography } from 'antd';
import type { TimeSlot } from '@salao/contracts';

interface TimeSlotGridProps {
  slots: TimeSlot[];
  value: string;
  onChange: (time: string) => void;
  loading: boolean;
  closed: boolean;
}

/** Available times in a 3-column grid (SPEC §2); taken or past times are disabled. */
export function TimeSlotGrid({ slots, value, onChange, loading, closed }: TimeSlotGridProps) {
  if (loading) return <Skeleton active paragraph={{ rows: 3 }} title={false} />;
  if (closed) return <Alert type="warning" showIcon title="Estabelecimento fechado neste dia" />;
  if (slots.length === 0) return <Typography.Text type="secondary">Nenhum horário disponível neste dia</Typography.Text>;
  return (
    <div
      role="radiogroup"
      aria-label="Horários disponíveis"
      data-testid="time-slots"
      style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 8, maxHeight: 220, overflowY: 'auto', paddingRight: 4 }}
    >
      {slots.map((slot) => (
        <Button
          key={slot.time}
          role="radio"
          aria-checked={value === slot.time}
          type={value === slot.time ? 'primary' : 'default'}
          disabled={!slot.available}
          onClick={() => onChange(slot.time)}
          title={slot.isBooked ? 'Ocupado' : slot.isPast ? 'Horário passado' : undefined}
        >
          {slot.time}
        </Button>
      ))}
    </div>
  );
}
