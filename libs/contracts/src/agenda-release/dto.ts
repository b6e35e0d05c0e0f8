/** GET/POST /api/agenda-release/policy and POST /api/agenda-release/recalculate. currentReleasedMonths: 'YYYY-MM', ascending. */
export interface AgendaReleasePolicyDto {
  releaseInterval: number;
  releaseDay: number;
  isActive: boolean;
  currentReleasedMonths: string[];
  /** Months released by hand beyond the automatic window ('YYYY-MM'). */
  manualMonths: string[];
}
