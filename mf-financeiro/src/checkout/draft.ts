import type { CheckoutDto } from '@salao/contracts';
import type { CheckoutBody } from './queries';
import { giftCardBody } from './gift-card-item';

/** What the comanda screen edits before saving: its items, discount and tip, in cents. */
export interface DraftItem {
  key: string;
  type: 'service' | 'product' | 'package' | 'gift_card';
  serviceId: number | null;
  productId: number | null;
  /** docs/product/packages.md: the package sold, or the client's package whose session this service uses. */
  packageId?: number | null;
  clientPackageId?: number | null;
  name: string;
  staffId: number | null;
  quantity: number;
  unitPrice: number | null;
  discount: number | null;
  /** A gift card's (docs/product/gift-cards.md). */
  recipient?: string | null;
  message?: string | null;
}

export interface Draft {
  clientId: number | null;
  items: DraftItem[];
  discount: number | null;
  tipAmount: number | null;
  tipStaffId: number | null;
}

let seq = 0;
export const newKey = () => `n${++seq}`;

export const toDraft = (c: CheckoutDto): Draft => ({
  clientId: c.clientId,
  items: c.items.map((i) => ({ key: `i${i.id}`, ...i })),
  discount: c.discount,
  tipAmount: c.tip.amount,
  tipStaffId: c.tip.staffId,
});

export const itemTotal = (i: DraftItem) => Math.max(0, i.quantity * (i.unitPrice ?? 0) - (i.discount ?? 0));

/** The figures of what is on screen, saved or not: total = subtotal − discount + tip (docs/product/api.md, 'Checkouts'). */
export function figuresOf(d: Draft, paid: number) {
  const subtotal = d.items.reduce((sum, i) => sum + itemTotal(i), 0);
  const total = subtotal - (d.discount ?? 0) + (d.tipAmount ?? 0);
  return { subtotal, discount: d.discount ?? 0, tip: d.tipAmount ?? 0, total, paid, balance: total - paid };
}

export const toBody = (d: Draft, appointmentIds: number[]): CheckoutBody => ({
  clientId: d.clientId,
  appointmentIds,
  items: d.items.map((i) =>
    i.type === 'gift_card'
      ? giftCardBody(i)
      : {
          type: i.type,
          ...(i.type === 'service'
            ? { serviceId: i.serviceId, ...(i.clientPackageId ? { clientPackageId: i.clientPackageId } : {}) }
            : i.type === 'package'
              ? { packageId: i.packageId }
              : { productId: i.productId }),
          staffId: i.staffId,
          quantity: i.quantity,
          unitPrice: i.clientPackageId ? 0 : (i.unitPrice ?? 0),
          discount: i.discount ?? 0,
        },
  ),
  discount: d.discount ?? 0,
  tip: { amount: d.tipAmount ?? 0, staffId: d.tipAmount ? d.tipStaffId : null },
});
