import { Card, Typography } from 'antd';
import type { ReportCard } from '@salao/contracts';
import { useTheme } from '@salao/web-core';
import { changeOf, formatCell } from './cells';

// ≥ 4.5:1 on antd's card background in each theme (the same tones as web-core's ReadableContrast).
const TONE = {
  light: { up: '#237804', down: '#a8071a', same: 'rgba(0, 0, 0, 0.62)' },
  dark: { up: '#95de64', down: '#ff7875', same: 'rgba(255, 255, 255, 0.68)' },
};

/** The report's figures, each with its change against the previous period when compared; they stack on a phone. */
export function ReportCards({ cards, compared }: { cards: ReportCard[]; compared: boolean }) {
  const mode = useTheme((s) => s.mode);
  if (cards.length === 0) return null;
  return (
    <div
      data-testid="report-cards"
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))', gap: 12, marginBottom: 16 }}
    >
      {cards.map((card) => {
        const change = compared ? changeOf(card.value, card.previous) : null;
        return (
          <Card key={card.key} size="small" data-testid={`report-card-${card.key}`}>
            <Typography.Text type="secondary">{card.label}</Typography.Text>
            <div style={{ fontSize: 22, fontWeight: 600, margin: '4px 0' }}>{formatCell(card.type, card.value)}</div>
            {change && (
              <Typography.Text style={{ color: TONE[mode][change.direction] }} data-testid="report-card-change">
                <span aria-hidden>{change.text}</span>
                <span className="sr-only" style={SR_ONLY}>
                  {change.spoken}
                </span>
                <Typography.Text type="secondary" style={{ marginInlineStart: 6 }}>
                  antes: {formatCell(card.type, card.previous)}
                </Typography.Text>
              </Typography.Text>
            )}
          </Card>
        );
      })}
    </div>
  );
}

const SR_ONLY = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
