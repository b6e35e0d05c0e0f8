import { USER_STORAGE_KEY, type SessionUser } from '@salao/contracts';

function isSessionUser(value: unknown): value is SessionUser {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (typeof v.id === 'number' || typeof v.id === 'string') && typeof v.role === 'string';
}

/** The stored user, or null. A corrupt record is removed (docs/product/entities.md). */
export function readStoredUser(): SessionUser | null {
  const raw = localStorage.getItem(USER_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isSessionUser(parsed)) return parsed;
  } catch (error) {
    console.error('Erro ao ler usuário armazenado', error);
  }
  localStorage.removeItem(USER_STORAGE_KEY);
  return null;
}

export function writeStoredUser(user: SessionUser | null): void {
  if (user) localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  else localStorage.removeItem(USER_STORAGE_KEY);
}

/** /api/session and /api/login may answer the user itself or `{ user }`. */
export function userFromAnswer(answer: unknown): SessionUser | null {
  if (answer && typeof answer === 'object' && 'user' in answer) return userFromAnswer((answer as { user: unknown }).user);
  return isSessionUser(answer) ? answer : null;
}
