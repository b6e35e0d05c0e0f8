/** Short register step 1, kept in the browser until the subscription is paid (SPEC §3). */
export interface PendingRegistration {
  establishmentName: string;
  ownerName: string;
  email: string;
  phone: string;
  whatsappNumber: string;
  segment: string;
  address: string;
  userName: string;
  password: string;
}

export const PENDING_REGISTRATION_KEY = 'pendingRegistration';
export const STRIPE_CUSTOMER_KEY = 'stripeCustomerId';
export const ADDRESS_PLACEHOLDER = 'Endereço a ser definido';

export function savePendingRegistration(data: PendingRegistration): void {
  localStorage.setItem(PENDING_REGISTRATION_KEY, JSON.stringify(data));
}

export function readPendingRegistration(): PendingRegistration | null {
  const raw = localStorage.getItem(PENDING_REGISTRATION_KEY);
  if (!raw) return null;
  try {
    const data = JSON.parse(raw) as PendingRegistration | null;
    return data && typeof data === 'object' && data.email ? data : null;
  } catch {
    return null;
  }
}

export function clearPendingRegistration(): void {
  localStorage.removeItem(PENDING_REGISTRATION_KEY);
}
