import { useCallback, type ReactElement, type ReactNode } from 'react';
import { Modal } from 'antd';

export interface ConfirmActionOptions {
  title: ReactNode;
  /** What will happen, in the user's words (docs/product/states.md ('Confirmations'): e.g. the income and the points a completion adds). */
  content?: ReactNode;
  okText: string;
  cancelText?: string;
  danger?: boolean;
}

/**
 * Asks before an action that changes money, points or a client's day; resolves true when confirmed.
 * Render the returned holder once in the component, so the dialog follows the app theme.
 */
export function useConfirmAction(): [(options: ConfirmActionOptions) => Promise<boolean>, ReactElement] {
  const [modal, holder] = Modal.useModal();
  const confirm = useCallback(
    (o: ConfirmActionOptions) =>
      new Promise<boolean>((resolve) => {
        void modal.confirm({
          title: o.title,
          content: o.content,
          okText: o.okText,
          okButtonProps: o.danger ? { danger: true } : undefined,
          cancelText: o.cancelText ?? 'Voltar',
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    [modal],
  );
  return [confirm, holder];
}
