import { Flex, Typography, theme } from 'antd';

const COLORS = ['#ff4d4f', '#ff7a45', '#faad14', '#a0d911', '#52c41a', '#389e0d'];

/** Bars for a password-strength score (levels = how many bars). */
export function StrengthMeter({ score, levels, label }: { score: number; levels: number; label: string }) {
  const { token } = theme.useToken();
  return (
    <div aria-live="polite" style={{ marginTop: -12, marginBottom: 16 }}>
      <Flex gap={4}>
        {Array.from({ length: levels }, (_, i) => (
          <div
            key={i}
            style={{
              flex: 1,
              height: 4,
              borderRadius: 2,
              background: i < score ? COLORS[Math.round((score / levels) * (COLORS.length - 1))] : token.colorFillSecondary,
            }}
          />
        ))}
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        Força da senha: {label}
      </Typography.Text>
    </div>
  );
}
