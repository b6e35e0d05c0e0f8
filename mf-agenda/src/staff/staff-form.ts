import { ERROR_CODES, type QueryName, type StaffDto } from '@salao/contracts';
import { errorCode } from '@salao/web-core';

export interface StaffValues {
  name: string;
  role: string;
  phone: string;
  email: string;
  password: string;
  hasSystemAccess: boolean;
  salaryAmount: string;
  commissionRate: string;
}

export function staffInitialValues(staff: StaffDto | null): StaffValues {
  return {
    name: staff?.name ?? '',
    role: staff?.role ?? '',
    phone: staff?.phone ?? '',
    email: staff?.email ?? '',
    password: '',
    hasSystemAccess: staff?.hasSystemAccess ?? false,
    salaryAmount: staff?.salaryAmount ?? '',
    commissionRate: staff?.commissionRate ?? '',
  };
}

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());
const amountOrNull = (v: string) => (v.trim() === '' ? null : v.trim().replace(',', '.'));

/** POST/PUT /api/staff body: empty values sent as null (docs/product/api.md); the password only when one was typed. */
export function staffBody(values: StaffValues, establishmentId: number | undefined) {
  return {
    name: values.name.trim(),
    role: values.role.trim(),
    phone: orNull(values.phone),
    email: orNull(values.email),
    ...(values.password ? { password: values.password } : {}),
    hasSystemAccess: values.hasSystemAccess,
    salaryAmount: amountOrNull(values.salaryAmount),
    commissionRate: amountOrNull(values.commissionRate),
    establishmentId: establishmentId ?? null,
  };
}

/** The server refused a new member over the plan's limit: told by its code, not its text (docs/architecture.md 'Error codes'). */
export const isStaffLimit = (error: unknown): boolean => errorCode(error) === ERROR_CODES.staffLimit;

/** A staff write changes the directory and the plan's staff count (permissions); no live event covers them. */
export const STAFF_WRITE_REFRESHES: QueryName[] = ['staff', 'staffList', 'permissions'];
