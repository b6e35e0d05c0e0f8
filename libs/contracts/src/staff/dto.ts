/** docs/product/entities.md Staff member. Money as decimal strings; null when not set. */
export interface StaffDto {
  id: number;
  name: string;
  role: string;
  phone: string | null;
  email: string | null;
  hasSystemAccess: boolean;
  salaryAmount: string | null;
  commissionRate: string | null;
  establishmentId: number;
  /** Sent back with an edit: a stale one is refused (409). Absent in a colleague's view. */
  version?: number;
}

export interface StaffWorkingHoursDto {
  dayOfWeek: number;
  isAvailable: boolean;
  openTime: string;
  closeTime: string;
  /** The week's version, the same on every day: sent back as the save's `version`. */
  version?: number;
}

export interface AbsenceDto {
  id: number;
  startDate: string;
  endDate: string;
  type: 'vacation' | 'sick_leave' | 'time_off';
  reason: string | null;
}

/** POST /api/staff/salary-commission (docs/product/api.md). Staff may send null or any id: they always get their own. */
export interface CommissionQuery {
  staffId: number | null;
  startDate?: string | null;
  endDate?: string | null;
}

/** One completed appointment of the period; date on the establishment's clock, money as decimal strings. */
export interface CommissionServiceLine {
  date: string;
  clientName: string;
  serviceName: string;
  price: string;
  commissionAmount: string;
}

/**
 * docs/product/entities.md Commission result. commission is the percent ("10.00"); commissionAmount is each line's price ×
 * percent rounded to the cent, and commissionValue their sum.
 */
export interface CommissionResult {
  staffName: string;
  fixedSalary: string;
  commission: string;
  totalServices: number;
  totalServiceValue: string;
  commissionValue: string;
  services: CommissionServiceLine[];
  message: string;
  isStaffUser: boolean;
}
