import type { SessionUser } from '../session';

/** POST /api/register/establishment: the new administrator and establishment (log in next). */
export interface RegistrationDto {
  user: SessionUser;
  establishment: { id: number; name: string };
}

/** GET /api/reset-password/{token}: the e-mail the live link resets. */
export interface ResetTokenCheckDto {
  email: string;
}
