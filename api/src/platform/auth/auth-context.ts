import type { BillingStatus, PlanName, Role, SessionUser } from '@salao/contracts';

/** Who is calling, decided by the session alone. Every service method takes it first. */
export interface AuthContext {
  sessionId: string;
  userId: number;
  establishmentId: number;
  role: Role;
  staffId: number | null;
  name: string;
  email: string;
  plan: PlanName;
  /** canceled = read-only account (writes refused by the guard). */
  billingStatus?: BillingStatus;
  timezone: string;
  /** The IANA zone of `timezone`, resolved once with the session: every wall-clock step reads this. */
  zone: string;
  /** Set when no user of the establishment is acting: an integration key, or a client on the public booking pages. */
  via?: 'integration' | 'online-booking';
}

export function toSessionUser(auth: AuthContext): SessionUser {
  return {
    id: auth.userId,
    email: auth.email,
    name: auth.name,
    role: auth.role,
    establishmentId: auth.establishmentId,
    staffId: auth.staffId,
  };
}
