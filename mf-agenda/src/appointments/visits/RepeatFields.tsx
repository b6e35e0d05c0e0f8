import { Checkbox, DatePicker, Flex, Form, InputNumber, Radio } from 'antd';
import { VISIT_LIMITS, dayjs } from '@salao/contracts';
import type { RepeatValues } from './visit-form';

interface RepeatFieldsProps {
  value: RepeatValues;
  onChange: (v: RepeatValues) => void;
  /** The first date: the end date comes after it. */
  start: string;
}

/** 'Repetir': a cada N semanas, N vezes or até uma data (docs/product/series.md). */
export function RepeatFields({ value, onChange, start }: RepeatFieldsProps) {
  const set = (patch: Partial<RepeatValues>) => onChange({ ...value, ...patch });
  return (
    <>
      <Form.Item style={{ marginBottom: value.on ? 8 : 16 }}>
        <Checkbox checked={value.on} onChange={(e) => set({ on: e.target.checked })}>
          Repetir
        </Checkbox>
      </Form.Item>
      {value.on && (
        <Flex gap={12} wrap align="end" style={{ marginBottom: 16 }}>
          <Form.Item label="A cada (semanas)" htmlFor="repeat-every" style={{ marginBottom: 0 }}>
            <InputNumber id="repeat-every" min={1} max={VISIT_LIMITS.maxEveryWeeks} value={value.everyWeeks} onChange={(n) => set({ everyWeeks: n ?? 1 })} />
          </Form.Item>
          <Form.Item label="Termina" style={{ marginBottom: 0 }}>
            <Radio.Group aria-label="Termina" value={value.end} onChange={(e) => set({ end: e.target.value })}>
              <Radio value="count">Depois de</Radio>
              <Radio value="until">Em uma data</Radio>
            </Radio.Group>
          </Form.Item>
          {value.end === 'count' ? (
            <Form.Item label="Número de vezes" htmlFor="repeat-count" style={{ marginBottom: 0 }}>
              <InputNumber id="repeat-count" min={2} max={VISIT_LIMITS.maxOccurrences} value={value.count} onChange={(n) => set({ count: n ?? 2 })} />
            </Form.Item>
          ) : (
            <Form.Item label="Até" htmlFor="repeat-until" style={{ marginBottom: 0 }}>
              <DatePicker
                id="repeat-until"
                format="DD/MM/YYYY"
                value={value.until ? dayjs(value.until) : null}
                disabledDate={(d) => !!start && !d.isAfter(dayjs(start), 'day')}
                onChange={(d) => set({ until: d ? d.format('YYYY-MM-DD') : '' })}
              />
            </Form.Item>
          )}
        </Flex>
      )}
    </>
  );
}
