import { TOAST_DURATION_MS, ToastDedupe } from './toast-policy';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** ms; default 5000 (SPEC §9). */
  duration?: number;
}

/** Draws a toast; the shell registers one bound to antd's App notification (one visible at a time). */
export type ToastRenderer = (toast: Required<Omit<ToastOptions, 'description'>> & { description?: string }) => void;

const dedupe = new ToastDedupe();
let renderer: ToastRenderer | null = null;
const queued: Parameters<ToastRenderer>[0][] = [];

export function setToastRenderer(next: ToastRenderer | null): void {
  renderer = next;
  if (renderer) for (const t of queued.splice(0)) renderer(t);
}

/** Show a toast, following SPEC §9 (identical toasts within 2 s are dropped). */
export function toast(options: ToastOptions): void {
  if (!dedupe.accept(options.title, options.description)) return;
  const t = { variant: 'default' as ToastVariant, duration: TOAST_DURATION_MS, ...options };
  if (renderer) renderer(t);
  else queued.push(t);
}

/** Destructive toast with title 'Erro' (SPEC §8). */
export function toastError(description: string, title = 'Erro'): void {
  toast({ title, description, variant: 'destructive' });
}

export function toastSuccess(description: string, title = 'Sucesso'): void {
  toast({ title, description, variant: 'success' });
}
