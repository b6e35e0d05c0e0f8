import type { ReactNode } from 'react';
import { Button, Form, Modal } from 'antd';

/** The part of a formik form the dialog drives: its submit and its busy state. */
interface FormikLike {
  handleSubmit: () => void;
  isSubmitting: boolean;
}

export interface FormDialogProps {
  title: ReactNode;
  onClose: () => void;
  submitLabel: string;
  children: ReactNode;
  /** A formik form: the primary button submits it and spins while it submits. */
  formik?: FormikLike;
  /** Without formik, or to override it: what the primary button does and whether it spins. */
  onSubmit?: () => void;
  loading?: boolean;
  disabled?: boolean;
  open?: boolean;
  destroyOnHidden?: boolean;
  /** Enter in a field submits (a real <form> with a hidden submit button). */
  submitOnEnter?: boolean;
  /** The content lays itself out: no vertical antd Form around it. */
  bare?: boolean;
}

/**
 * The modal-and-form every edit dialog uses: title, a vertical form, and the footer 'Cancelar' + the primary action.
 * The body scrolls inside the viewport, so the footer (and its primary action) stays visible on short screens.
 */
const BODY_STYLE = { maxHeight: 'calc(100dvh - 240px)', overflowY: 'auto', overflowX: 'hidden', marginInline: -4, paddingInline: 4 } as const;

/**
 * Pressing a footer button must not blur the field being typed in first: the blur marks the field touched, its
 * error appears, the footer moves down under the pointer and the release lands beside the button, so the click
 * (the submit) is lost. Keyboard activation has no mousedown and is unaffected.
 */
function keepFieldFocus(event: { preventDefault: () => void }) {
  event.preventDefault();
}

export function FormDialog({
  title,
  onClose,
  submitLabel,
  children,
  formik,
  onSubmit,
  loading,
  disabled,
  open = true,
  destroyOnHidden,
  submitOnEnter,
  bare,
}: FormDialogProps) {
  const submit = onSubmit ?? (() => formik?.handleSubmit());
  const footer = [
    <Button key="cancel" onClick={onClose} onMouseDown={keepFieldFocus}>
      Cancelar
    </Button>,
    <Button key="submit" type="primary" disabled={disabled} loading={loading ?? formik?.isSubmitting} onClick={submit} onMouseDown={keepFieldFocus}>
      {submitLabel}
    </Button>,
  ];
  return (
    <Modal open={open} onCancel={onClose} title={title} destroyOnHidden={destroyOnHidden} footer={footer} styles={{ body: BODY_STYLE }}>
      {bare ? (
        children
      ) : (
        <Form layout="vertical" component={submitOnEnter ? 'form' : 'div'} onFinish={submitOnEnter ? submit : undefined} style={{ marginTop: 12 }}>
          {children}
          {submitOnEnter && <button type="submit" hidden />}
        </Form>
      )}
    </Modal>
  );
}
