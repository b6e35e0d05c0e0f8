import type { Role } from './roles';
import type { PlanName } from './plans';

/** The user the browser keeps under the storage key `user` (docs/product/entities.md), as answered by /api/login and /api/session. */
export interface SessionUser {
  id: number;
  email: string;
  name: string;
  role: Role;
  establishmentId: number;
  staffId: number | null;
}

/** GET /api/establishment/permissions (docs/product/entities.md 'Permissions response' plus two flags). */
export interface PermissionsResponse {
  hasFinancialAccess: boolean;
  hasInventoryAccess: boolean;
  hasLoyaltyAccess: boolean;
  canViewAllTransactions: boolean;
  canCreateTransactions: boolean;
  plan: { name: PlanName };
  staffLimit: { currentCount: number; maxAllowed: number | null; isWithinLimit: boolean };
}

/** Storage key of the session record in the browser (docs/product/entities.md). */
export const USER_STORAGE_KEY = 'user';

/** Headers the browser adds when a user is stored (docs/product/api.md); the server only checks them against the session. */
export const USER_HEADERS = {
  userId: 'x-user-id',
  establishmentId: 'x-establishment-id',
  role: 'x-user-role',
} as const;

export const SESSION_COOKIE = 'salao_session';
export const DEFAULT_SESSION_TIMEOUT_MINUTES = 30;
