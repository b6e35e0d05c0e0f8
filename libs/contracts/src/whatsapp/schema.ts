import * as yup from '../yup';
import { WHATSAPP_MSG } from './messages';

/** docs/product/limits.md QR timings (seconds). */
export const QR_TIMINGS = { lifetime: 300, statusCheck: 15, continuousRefresh: 30, copyFeedbackMs: 2000 } as const;
/** docs/product/api.md: instance names try suffixed variants up to this many attempts. */
export const INSTANCE_NAME_ATTEMPTS = 100;

/** Evolution instance name of an establishment: lower-case slug of its name ('Studio Bela' → 'studio-bela'). */
export function instanceBaseName(establishmentName: string): string {
  const slug = establishmentName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return slug || 'salao';
}
/** Attempt n (0-based): the base name, then base-2, base-3, … */
export function instanceNameAttempt(base: string, attempt: number): string {
  return attempt === 0 ? base : `${base}-${attempt + 1}`;
}

/** POST /webhook/n8n-data (docs/product/api.md), sent by the automation tool with an integration key. */
export const n8nWebhookSchema = yup.object({
  establishment_id: yup
    .number()
    .typeError(WHATSAPP_MSG.webhookInvalid)
    .required(WHATSAPP_MSG.webhookInvalid)
    .integer(WHATSAPP_MSG.webhookInvalid)
    .positive(WHATSAPP_MSG.webhookInvalid),
  update_type: yup.string().trim().required(WHATSAPP_MSG.webhookInvalid).max(60, WHATSAPP_MSG.webhookInvalid),
  qrcode_base64: yup.string().nullable().optional().max(200_000, WHATSAPP_MSG.formatError),
  api_key: yup.string().trim().nullable().optional().max(200, WHATSAPP_MSG.webhookInvalid),
  instance_id: yup.string().trim().nullable().optional().max(200, WHATSAPP_MSG.webhookInvalid),
  establishment_name: yup.string().trim().nullable().optional().max(200, WHATSAPP_MSG.webhookInvalid),
});
export type N8nWebhookInput = yup.InferType<typeof n8nWebhookSchema>;

/** POST /api/evolution/send-text {number, text}. */
export const sendTextSchema = yup.object({
  number: yup
    .string()
    .trim()
    .required(WHATSAPP_MSG.phone)
    .matches(/^\+?\d{10,15}$/, WHATSAPP_MSG.phone),
  text: yup.string().trim().required(WHATSAPP_MSG.text).max(4000, WHATSAPP_MSG.text),
});

/** Any of docs/product/api.md's QR answer variants (raw base64 text, JSON with qrcode_base64 / qrCodeBase64 / qrCodeUrl / base64 / code) → data URL or URL. */
export function readQrVariant(body: unknown): { base64: string | null; url: string | null } {
  const asDataUrl = (s: string) => (s.startsWith('data:') ? s : `data:image/png;base64,${s}`);
  if (typeof body === 'string') {
    const t = body.trim();
    if (/^https?:\/\//.test(t)) return { base64: null, url: t };
    return /^(data:image\/\w+;base64,)?[A-Za-z0-9+/=\s]+$/.test(t) && t.length > 20 ? { base64: asDataUrl(t), url: null } : { base64: null, url: null };
  }
  if (!body || typeof body !== 'object') return { base64: null, url: null };
  const o = body as Record<string, unknown>;
  const nested = o.qrcode && typeof o.qrcode === 'object' ? (o.qrcode as Record<string, unknown>) : {};
  const b64 = [o.qrcode_base64, o.qrCodeBase64, o.base64, nested.base64].find((v) => typeof v === 'string' && v.length > 0) as string | undefined;
  const url = [o.qrCodeUrl, o.qrcode_url].find((v) => typeof v === 'string' && v.length > 0) as string | undefined;
  return { base64: b64 ? asDataUrl(b64) : null, url: url ?? null };
}
