import { Inject, Injectable } from '@nestjs/common';
import { staleVersion } from '../../platform/http/versioned';
import {
  hasPermission,
  isManagement,
  planIncludes,
  PLAN_NAMES,
  PLANS,
  staffLimit,
  type EstablishmentInfo,
  type PermissionsResponse,
  type PlanDto,
  HTTP_MSG,
  LOGO_MAX_BYTES,
  SETTINGS_MSG,
  PUBLIC_BOOKING_MSG,
} from '@salao/contracts';
import type { FastifyRequest } from 'fastify';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import { fail } from '../../platform/http/errors';
import { PG, pgCode } from '../../platform/database/data-source';
import { LogoStore, sniffImage, type LogoType } from './logo';
import { AuditService } from '../../platform/audit/audit.service';
import type { AuthContext } from '../../platform/auth/auth-context';
import { onTransaction } from '../../platform/database/bound';
import { RealtimeService } from '../../platform/realtime/realtime.service';
import { EstablishmentsRepository, type EstablishmentValues, type NewEstablishmentRow } from './establishments.repository';
import { CLOCK, type Clock } from '../../platform/time/clock';

@Injectable()
export class EstablishmentsService {
  private readonly logos: LogoStore;

  constructor(
    private readonly repository: EstablishmentsRepository,
    private readonly realtime: RealtimeService,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.logos = new LogoStore(config.dataDir);
  }

  /** The caller's own establishment: the session decides which. */
  /** A new establishment, in the sign-up's transaction (identity creates its administrator in the same one). */
  create(tx: EntityManager, row: NewEstablishmentRow): Promise<{ id: number; name: string }> {
    return this.repository.insert(tx, row);
  }

  /** A new unit of a network, in the units module's transaction (see EstablishmentsRepository.insertUnit). */
  createUnit(tx: EntityManager, u: Parameters<EstablishmentsRepository['insertUnit']>[1]): Promise<number> {
    return this.repository.insertUnit(tx, u);
  }

  get(auth: AuthContext): Promise<EstablishmentInfo> {
    return this.repository.get(auth.establishmentId);
  }

  async update(auth: AuthContext, input: EstablishmentValues): Promise<EstablishmentInfo> {
    // No row written: the Negócio form's version is stale.
    const stale = (): never => {
      throw staleVersion();
    };
    const info = await this.audited(auth, async (repository) => (await repository.update(auth.establishmentId, input)) ?? stale()).catch((error: unknown) => {
      // The slug is unique case-insensitively (establishments_slug_key).
      if (pgCode(error) === PG.uniqueViolation) throw fail(409, PUBLIC_BOOKING_MSG.slugTaken);
      throw error;
    });
    this.realtime.emit(auth.establishmentId, 'dashboard_change');
    return info;
  }

  async setTimezone(auth: AuthContext, timezone: string): Promise<EstablishmentInfo> {
    const info = await this.audited(auth, (repository) => repository.setTimezone(auth.establishmentId, timezone));
    this.realtime.emit(auth.establishmentId, 'dashboard_change');
    return info;
  }

  /** Reads the multipart field `logo` (the size limit is the multipart plugin's, 2 MB), checks its bytes, stores it. */
  async uploadLogo(auth: AuthContext, request: FastifyRequest): Promise<EstablishmentInfo> {
    if (!request.isMultipart()) throw fail(400, SETTINGS_MSG.logoMissing);
    let bytes: Buffer | null = null;
    try {
      for await (const part of request.parts({ limits: { fileSize: LOGO_MAX_BYTES, files: 1 } })) {
        if (part.type === 'file' && part.fieldname === 'logo' && !bytes) bytes = await part.toBuffer();
        else if (part.type === 'file') await part.toBuffer();
      }
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fail(400, SETTINGS_MSG.logoTooLarge);
      throw fail(400, SETTINGS_MSG.logoMissing);
    }
    if (!bytes?.length) throw fail(400, SETTINGS_MSG.logoMissing);
    if (!sniffImage(bytes)) throw fail(400, SETTINGS_MSG.logoType);
    await this.logos.save(auth.establishmentId, bytes);
    const info = await this.audited(auth, (repository) =>
      repository.setLogo(auth.establishmentId, `/api/establishment/logo?v=${this.clock.now().toString(36)}`),
    );
    this.realtime.emit(auth.establishmentId, 'dashboard_change');
    return info;
  }

  /** A write of the establishment's row with its audit row ('settings'), in one transaction. */
  private audited(auth: AuthContext, write: (repository: EstablishmentsRepository) => Promise<EstablishmentInfo>): Promise<EstablishmentInfo> {
    const repository = (tx: EntityManager) => onTransaction(this.repository, tx);
    return this.audit.update(
      auth,
      { entity: 'settings', entityId: auth.establishmentId },
      (tx) => repository(tx).get(auth.establishmentId),
      (tx) => write(repository(tx)),
    );
  }

  async logo(auth: AuthContext): Promise<{ bytes: Buffer; type: LogoType }> {
    const logo = await this.logos.read(auth.establishmentId);
    if (!logo) throw fail(404, HTTP_MSG.notFound);
    return logo;
  }

  /** docs/product/entities.md 'Permissions response' for the caller, from the session's role and the establishment's plan. */
  async permissions(auth: AuthContext): Promise<PermissionsResponse> {
    const currentCount = await this.repository.staffCount(auth.establishmentId);
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

  /** GET /api/plans: docs/product/entities.md 'Plan' shape, ids stable by order (Base 1, Core 2, Expert 3). */
  plans(): PlanDto[] {
    return PLAN_NAMES.map((name, i) => ({ id: i + 1, ...PLANS[name] }));
  }
}
