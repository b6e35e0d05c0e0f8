import { Injectable } from '@nestjs/common';
import {
  hasPermission,
  isManagement,
  planIncludes,
  PLAN_NAMES,
  PLANS,
  staffLimit,
  type EstablishmentInfo,
  type PermissionsResponse,
} from '@salao/contracts';
import { DataSource } from 'typeorm';
import type { AuthContext } from '../../platform/auth/auth-context';
import { returnedRows } from '../../platform/database/data-source';
import { RealtimeService } from '../../platform/realtime/realtime.service';

const INFO_COLUMNS = `id, name, address, segment, phone, email, logo, timezone, plan`;

@Injectable()
export class EstablishmentsService {
  constructor(
    private readonly db: DataSource,
    private readonly realtime: RealtimeService,
  ) {}

  /** The caller's own establishment: the session decides which. */
  async get(auth: AuthContext): Promise<EstablishmentInfo> {
    const rows: EstablishmentInfo[] = await this.db.query(`SELECT ${INFO_COLUMNS} FROM establishments WHERE id = $1`, [auth.establishmentId]);
    return rows[0]!;
  }

  async update(auth: AuthContext, input: { name: string; address?: string | null; segment?: string | null; phone?: string | null; email?: string | null }): Promise<EstablishmentInfo> {
    const rows = returnedRows<EstablishmentInfo>(
      await this.db.query(
        `UPDATE establishments SET name = $2, address = $3, segment = $4, phone = $5, email = $6 WHERE id = $1 RETURNING ${INFO_COLUMNS}`,
        [auth.establishmentId, input.name, input.address ?? null, input.segment ?? null, input.phone ?? null, input.email || null],
      ),
    );
    this.realtime.emit(auth.establishmentId, 'dashboard_change');
    return rows[0]!;
  }

  async setTimezone(auth: AuthContext, timezone: string): Promise<EstablishmentInfo> {
    const rows = returnedRows<EstablishmentInfo>(
      await this.db.query(`UPDATE establishments SET timezone = $2 WHERE id = $1 RETURNING ${INFO_COLUMNS}`, [auth.establishmentId, timezone]),
    );
    this.realtime.emit(auth.establishmentId, 'dashboard_change');
    return rows[0]!;
  }

  /** SPEC §3 'Permissions response' for the caller, from the session's role and the establishment's plan. */
  async permissions(auth: AuthContext): Promise<PermissionsResponse> {
    const rows: { count: number }[] = await this.db.query(`SELECT count(*)::int AS count FROM staff WHERE establishment_id = $1 AND deleted_at IS NULL`, [auth.establishmentId]);
    const currentCount = rows[0]!.count;
    const maxAllowed = staffLimit(auth.plan);
    return {
      hasFinancialAccess: planIncludes(auth.plan, 'financial') && hasPermission(auth.role, 'finances.view'),
      hasInventoryAccess: planIncludes(auth.plan, 'inventory') && isManagement(auth.role),
      hasLoyaltyAccess: planIncludes(auth.plan, 'loyalty') && isManagement(auth.role),
      canViewAllTransactions: hasPermission(auth.role, 'transactions.viewAll'),
      canCreateTransactions: hasPermission(auth.role, 'transactions.create'),
      plan: { name: auth.plan },
      staffLimit: { currentCount, maxAllowed, isWithinLimit: maxAllowed === null || currentCount < maxAllowed },
    };
  }

  /** GET /api/plans: SPEC §3 'Plan' shape, ids stable by order (Base 1, Core 2, Expert 3). */
  plans() {
    return PLAN_NAMES.map((name, i) => ({ id: i + 1, ...PLANS[name] }));
  }
}
