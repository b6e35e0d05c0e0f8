import { useCallback, type ReactElement } from 'react';
import { Modal } from 'antd';

/**
 * Asks before deleting; the promise resolves true when the user confirms. The message is the area's own
 * text (docs/product/screens.md). Render the returned holder once in the page, so the dialog follows the app theme.
 */
export function useConfirmDelete(): [(message: string) => Promise<boolean>, ReactElement] {
  const [modal, holder] = Modal.useModal();
  const confirm = useCallback(
    (message: string) =>
      new Promise<boolean>((resolve) => {
        void modal.confirm({
          title: 'Confirmar exclusão',
          content: message,
          okText: 'Remover',
          okButtonProps: { danger: true },
          cancelText: 'Cancelar',
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    [modal],
  );
  return [confirm, holder];
}
