import { Flex, Typography } from 'antd';
import { brl } from './money';

interface FiguresProps {
  subtotal: number;
  discount: number;
  tip: number;
  total: number;
  paid: number;
  balance: number;
}

/** Subtotal, Desconto, Gorjeta, Total, Pago, Restante (docs/product/api.md, 'Checkouts'), in cents. */
export function Figures({ subtotal, discount, tip, total, paid, balance }: FiguresProps) {
  const rows: [string, number, boolean][] = [
    ['Subtotal', subtotal, false],
    ['Desconto', discount, false],
    ['Gorjeta', tip, false],
    ['Total', total, true],
    ['Pago', paid, false],
    ['Restante', balance, true],
  ];
  return (
    <dl style={{ margin: 0 }} aria-label="Valores da comanda">
      {rows.map(([label, value, strong]) => (
        <Flex key={label} justify="space-between" style={{ padding: '2px 0' }}>
          <dt>
            <Typography.Text strong={strong}>{label}</Typography.Text>
          </dt>
          <dd style={{ margin: 0 }} data-testid={`figure-${label}`}>
            <Typography.Text strong={strong}>{label === 'Desconto' && value > 0 ? `− ${brl(value)}` : brl(value)}</Typography.Text>
          </dd>
        </Flex>
      ))}
    </dl>
  );
}
