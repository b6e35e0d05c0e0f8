import { ApiError } from '../http/http';
import { TOAST_DURATION_MS, ToastDedupe } from './toast-policy';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** ms; default 5000 (docs/product/limits.md). */
  duration?: number;
  /** A button in the toast, e.g. 'Desfazer' (docs/product/states.md ('Loyalty')); clicking it closes the toast. */
  action?: { label: string; onClick: () => void };
}

/** Draws a toast; the shell registers one bound to antd's App notification (one visible at a time). */
export type ToastRenderer = (toast: Required<Omit<ToastOptions, 'description' | 'action'>> & Pick<ToastOptions, 'description' | 'action'>) => void;

const dedupe = new ToastDedupe();
let renderer: ToastRenderer | null = null;
const queued: Parameters<ToastRenderer>[0][] = [];

export function setToastRenderer(next: ToastRenderer | null): void {
  renderer = next;
  if (renderer) for (const t of queued.splice(0)) renderer(t);
}

/** Show a toast, following docs/product/limits.md (identical toasts within 2 s are dropped). */
export function toast(options: ToastOptions): void {
  if (!dedupe.accept(options.title, options.description)) return;
  const t = { variant: 'default' as ToastVariant, duration: TOAST_DURATION_MS, ...options };
  if (renderer) renderer(t);
  else queued.push(t);
}

/** Destructive toast with title 'Erro' (docs/product/errors.md). */
export function toastError(description: string, title = 'Erro'): void {
  toast({ title, description, variant: 'destructive' });
}

export function toastSuccess(description: string, title = 'Sucesso'): void {
  toast({ title, description, variant: 'success' });
}

/**
 * A failed write: docs/product/errors.md's text (e.g. 'Erro ao processar venda. Tente novamente.'), followed by the server's
 * reason when it gave one the user can act on (a 4xx message such as the stock left); the error is logged.
 */
export function toastFailure(text: string, error: unknown): void {
  console.error(text, error);
  const reason = error instanceof ApiError && error.status < 500 ? (error.reason ?? '') : '';
  toastError(reason ? `${text} ${reason}` : text);
}
