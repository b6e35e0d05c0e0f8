import { Alert, Radio, Typography } from 'antd';
import { dayjs, type SeriesConflict } from '@salao/contracts';
import type { Resolution } from './visit-form';

interface SeriesConflictsProps {
  conflicts: SeriesConflict[];
  resolutions: Map<string, Resolution>;
  onChange: (next: Map<string, Resolution>) => void;
}

/** The dates of the series without room, each skipped or moved to one of its free times before confirming. */
export function SeriesConflicts({ conflicts, resolutions, onChange }: SeriesConflictsProps) {
  return (
    <section aria-labelledby="series-conflicts-title" style={{ marginBottom: 16 }}>
      <Alert
        type="warning"
        showIcon
        title={<span id="series-conflicts-title">Datas sem horário livre</span>}
        description="Escolha outro horário para cada data ou pule-a; depois confirme a série."
        style={{ marginBottom: 8 }}
      />
      <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {conflicts.map((c) => {
          const label = `${dayjs(c.date).format('DD/MM/YYYY')} às ${c.time}`;
          return (
            <li key={c.date} style={{ marginBottom: 8 }} data-conflict={c.date}>
              <Typography.Text strong>{label}</Typography.Text> <Typography.Text type="secondary">{c.reason}</Typography.Text>
              <div>
                <Radio.Group
                  aria-label={`Resolver ${label}`}
                  value={resolutions.get(c.date) ?? 'skip'}
                  onChange={(e) => onChange(new Map(resolutions).set(c.date, e.target.value))}
                >
                  <Radio value="skip">Pular esta data</Radio>
                  {c.alternatives.map((t) => (
                    <Radio key={t} value={t}>
                      {t}
                    </Radio>
                  ))}
                </Radio.Group>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
