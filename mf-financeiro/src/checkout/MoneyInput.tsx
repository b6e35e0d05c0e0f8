import { useState } from 'react';
import { Input } from 'antd';
import { moneyText, parseMoney } from '@salao/contracts';

interface MoneyInputProps {
  id: string;
  /** Cents; null when the field is empty or not an amount. */
  value: number | null;
  onChange: (cents: number | null) => void;
  disabled?: boolean;
  'aria-label'?: string;
  style?: React.CSSProperties;
}

/** An R$ field typed the Brazilian way ('12,50'); the screen only ever sees integer cents. */
export function MoneyInput({ id, value, onChange, disabled, style, 'aria-label': ariaLabel }: MoneyInputProps) {
  // What was typed, kept while the value is still the amount it reads as; a new value from outside (the server's
  // answer, a prefilled balance) shows as '12,50'.
  const [typed, setTyped] = useState<{ text: string; value: number | null } | null>(null);
  const text = typed && typed.value === value ? typed.text : value === null ? '' : moneyText(value);
  const invalid = text.trim() !== '' && parseMoney(text) === null;
  return (
    <Input
      id={id}
      prefix="R$"
      inputMode="decimal"
      placeholder="0,00"
      value={text}
      disabled={disabled}
      status={invalid ? 'error' : undefined}
      aria-invalid={invalid || undefined}
      aria-label={ariaLabel}
      style={style}
      onChange={(e) => {
        const cents = parseMoney(e.target.value);
        setTyped({ text: e.target.value, value: cents });
        onChange(cents);
      }}
      onBlur={() => {
        const cents = parseMoney(text);
        if (cents !== null) setTyped({ text: moneyText(cents), value: cents });
      }}
    />
  );
}
