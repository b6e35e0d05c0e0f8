/** GET /api/health: 200 with 'ok'/'up' while PostgreSQL answers, 503 with 'degraded'/'down' while it does not. */
export interface HealthDto {
  status: string;
  database: string;
}
