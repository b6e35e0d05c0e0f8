import type { AppointmentDto } from '../appointments/dto';
import type { CheckoutDto } from '../checkouts/dto';
import type { ClientDto } from '../clients/dto';
import type { ProductDto } from '../products/dto';
import type { WebhookEventType } from './dto';

/** waitlist.offered's `data`: the offer as stored, without the person's contact (docs/product/webhooks.md). */
export interface WaitlistOfferSample {
  id: number;
  waitlistId: number;
  serviceId: number;
  staffId: number;
  startsAt: string;
  endsAt: string;
  expiresAt: string;
}

const appointment = (status: AppointmentDto['status']): AppointmentDto => ({
  id: 1001,
  clientId: 501,
  serviceId: 11,
  staffId: 7,
  appointmentDate: '2026-03-16T14:00:00',
  appointmentTime: '14:00',
  duration: 60,
  notes: 'Exemplo de entrega de teste',
  status,
  establishmentId: 1,
  clientName: 'Maria Exemplo',
  clientPhone: '(11) 98888-7777',
  clientEmail: 'maria@example.com',
  serviceName: 'Corte feminino',
  servicePrice: '80.00',
  staffName: 'Ana Cabeleireira',
});

const client: ClientDto = {
  id: 501,
  name: 'Maria Exemplo',
  phone: '(11) 98888-7777',
  email: 'maria@example.com',
  address: null,
  notes: null,
  birthday: '1990-05-20',
  allergies: null,
  hairNotes: null,
  skinNotes: null,
  anamnesis: [],
  lastVisit: '2026-03-02T10:00:00',
  version: 3,
};

const checkout = (status: CheckoutDto['status']): CheckoutDto => ({
  id: 301,
  number: 42,
  status,
  clientId: 501,
  appointmentIds: [1001],
  items: [
    {
      id: 9001,
      type: 'service',
      serviceId: 11,
      productId: null,
      name: 'Corte feminino',
      staffId: 7,
      quantity: 1,
      unitPrice: 8000,
      discount: 0,
      total: 8000,
      refundedAt: status === 'refunded' ? '2026-03-16T16:00:00' : null,
    },
  ],
  subtotal: 8000,
  discount: 0,
  tip: { amount: 0, staffId: null },
  total: 8000,
  paid: 8000,
  balance: 0,
  payments: [
    {
      id: 7001,
      method: 'pix',
      amount: 8000,
      received: null,
      change: 0,
      installments: 1,
      cardBrand: null,
      gross: 8000,
      fee: 0,
      net: 8000,
      expectedOn: '2026-03-16',
    },
  ],
  refunded: status === 'refunded' ? 8000 : 0,
  createdAt: '2026-03-16T15:05:00',
  version: 2,
});

const product: ProductDto = {
  id: 61,
  name: 'Shampoo hidratante 300 ml',
  category: 'Cabelo',
  brand: 'Marca Exemplo',
  price: '59.90',
  cost: '28.00',
  currentStock: 2,
  minStock: 2,
  description: null,
  version: 14,
};

const offer: WaitlistOfferSample = {
  id: 88,
  waitlistId: 23,
  serviceId: 11,
  staffId: 7,
  startsAt: '2026-03-16T17:00:00.000Z',
  endsAt: '2026-03-16T18:00:00.000Z',
  expiresAt: '2026-03-16T13:30:00.000Z',
};

/**
 * A realistic `data` for each event, typed by the DTO the real delivery carries: what POST
 * /api/webhooks/test-delivery sends (docs/product/webhooks.md, 'Test delivery').
 */
export function webhookSampleData(event: WebhookEventType): AppointmentDto | ClientDto | CheckoutDto | ProductDto | WaitlistOfferSample {
  switch (event) {
    case 'appointment.created':
    case 'appointment.updated':
      return appointment('scheduled');
    case 'appointment.status_changed':
      return appointment('confirmed');
    case 'appointment.cancelled':
      return appointment('cancelled');
    case 'client.created':
      return { ...client, lastVisit: null, version: 1 };
    case 'client.updated':
      return client;
    case 'checkout.closed':
    case 'payment.received':
      return checkout('closed');
    case 'checkout.refunded':
      return checkout('refunded');
    case 'product.low_stock':
      return product;
    case 'waitlist.offered':
      return offer;
  }
}
