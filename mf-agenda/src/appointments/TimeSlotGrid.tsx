import { useRef, type KeyboardEvent } from 'react';
import { Alert, Button, Skeleton, Typography } from 'antd';
import type { TimeSlot } from '@salao/contracts';

interface TimeSlotGridProps {
  slots: TimeSlot[];
  value: string;
  onChange: (time: string) => void;
  loading: boolean;
  closed: boolean;
  /** The id of the visible label the radiogroup is named by (else 'Horários disponíveis'). */
  labelledBy?: string;
}

const COLUMNS = 3;
/** Arrow keys move by one slot across and by one row (3 slots) up and down, skipping taken times. */
const STEP: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: COLUMNS, ArrowUp: -COLUMNS };

/** The screen-reader name of a slot: its time, and why it cannot be chosen. */
const slotName = (slot: TimeSlot) =>
  slot.available ? slot.time : `${slot.time}, ${slot.isBooked ? 'ocupado' : slot.isPast ? 'horário passado' : 'indisponível'}`;

/**
 * Available times in a 3-column grid (docs/product/screens.md); taken or past times are disabled. One keyboard stop (docs/product/overview.md ('Accessibility')):
 * a radiogroup with a roving tabindex, the chosen time (else the first free one) takes Tab, arrows move and
 * choose, Home/End jump to the first/last free time.
 */
export function TimeSlotGrid({ slots, value, onChange, loading, closed, labelledBy }: TimeSlotGridProps) {
  const refs = useRef(new Map<string, HTMLElement | null>());
  if (loading) return <Skeleton active paragraph={{ rows: 3 }} title={false} />;
  if (closed) return <Alert type="warning" showIcon title="Estabelecimento fechado neste dia" />;
  if (slots.length === 0) return <Typography.Text type="secondary">Nenhum horário disponível neste dia</Typography.Text>;

  const free = slots.map((s, i) => (s.available ? i : -1)).filter((i) => i >= 0);
  const chosen = slots.findIndex((s) => s.time === value && s.available);
  const tabStop = chosen >= 0 ? chosen : (free[0] ?? -1);

  const moveTo = (index: number) => {
    const slot = slots[index];
    if (!slot) return;
    onChange(slot.time);
    refs.current.get(slot.time)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>, from: number) => {
    let target = -1;
    if (event.key === 'Home') target = free[0] ?? -1;
    else if (event.key === 'End') target = free[free.length - 1] ?? -1;
    else if (STEP[event.key]) {
      const step = STEP[event.key]!;
      for (let i = from + step; i >= 0 && i < slots.length; i += step) {
        if (slots[i]!.available) {
          target = i;
          break;
        }
      }
      // Up/down at a row with no free slot straight above/below: the next free one in that direction.
      if (target < 0 && Math.abs(step) > 1) target = step > 0 ? (free.find((i) => i > from) ?? -1) : ([...free].reverse().find((i) => i < from) ?? -1);
    } else return;
    event.preventDefault();
    if (target >= 0) moveTo(target);
  };

  return (
    <div
      role="radiogroup"
      aria-label={labelledBy ? undefined : 'Horários disponíveis'}
      aria-labelledby={labelledBy}
      data-testid="time-slots"
      style={{ display: 'grid', gridTemplateColumns: `repeat(${COLUMNS}, 1fr)`, gap: 8, maxHeight: 220, overflowY: 'auto', padding: 2, paddingRight: 4 }}
    >
      {slots.map((slot, index) => (
        <Button
          key={slot.time}
          ref={(el) => {
            refs.current.set(slot.time, el);
          }}
          role="radio"
          aria-checked={value === slot.time}
          aria-label={slotName(slot)}
          tabIndex={index === tabStop ? 0 : -1}
          type={value === slot.time ? 'primary' : 'default'}
          disabled={!slot.available}
          onClick={() => onChange(slot.time)}
          onKeyDown={(e) => onKeyDown(e, index)}
          title={slot.isBooked ? 'Ocupado' : slot.isPast ? 'Horário passado' : undefined}
        >
          {slot.time}
        </Button>
      ))}
    </div>
  );
}
