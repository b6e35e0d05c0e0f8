import type { ReactNode } from 'react';
import { Button } from 'antd';

export interface DialogFooterProps {
  onCancel: () => void;
  onSubmit: () => void;
  submitLabel: string;
  loading?: boolean;
  disabled?: boolean;
}

/** The footer every form dialog uses: 'Cancelar' and the primary action. */
export function dialogFooter({ onCancel, onSubmit, submitLabel, loading, disabled }: DialogFooterProps): ReactNode[] {
  return [
    <Button key="cancel" onClick={onCancel}>
      Cancelar
    </Button>,
    <Button key="submit" type="primary" disabled={disabled} loading={loading} onClick={onSubmit}>
      {submitLabel}
    </Button>,
  ];
}
