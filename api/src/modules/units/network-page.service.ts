import { Inject, Injectable } from '@nestjs/common';
import { isReadOnlyStatus, mapSearchUrl, NETWORK_MSG, type NetworkDto, type NetworkUpdateInput, type PublicNetworkDto } from '@salao/contracts';
import { AuditService } from '../../platform/audit/audit.service';
import type { AuthContext } from '../../platform/auth/auth-context';
import { RateCounter } from '../../platform/auth/rate-counter';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import { PG, pgCode } from '../../platform/database/data-source';
import { fail } from '../../platform/http/errors';
import { orStale } from '../../platform/http/versioned';
import { NetworkPageRepository } from './network-page.repository';

/** Lookups are counted per minute and client address (docs/architecture.md, 'Rate limits'). */
const RATE_WINDOW_MINUTES = 1;

/**
 * The network's public page (docs/product/units.md, 'Public page'): its units that take online bookings, each
 * with a map link, and the owner's name and slug for it. Who shares which slug is the database's rule
 * (migration 1700000003400): a slug taken elsewhere comes back as a unique violation, answered 409.
 */
@Injectable()
export class NetworkPageService {
  constructor(
    private readonly repository: NetworkPageRepository,
    private readonly counter: RateCounter,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** GET /api/public/networks/{slug}: 404 for an unknown slug, 429 past the per-address bound. */
  async page(slug: string, address: string): Promise<PublicNetworkDto> {
    if ((await this.counter.hit('network-page.address', address, RATE_WINDOW_MINUTES)) > this.config.limits.networkPagesPerAddress) {
      throw fail(429, NETWORK_MSG.rateLimited);
    }
    const network = slug.length <= 60 ? await this.repository.bySlug(slug) : null;
    if (!network) throw fail(404, NETWORK_MSG.notFound);
    const units = (await this.repository.bookableUnits(network.id)).filter((u) => !isReadOnlyStatus(u.billingStatus));
    return {
      name: network.name,
      units: units.map((u) => ({ name: u.name, address: u.address, phone: u.phone, slug: u.slug, mapUrl: mapSearchUrl(u.address) })),
    };
  }

  /** GET /api/network: the network of the session's unit. */
  async get(auth: AuthContext): Promise<NetworkDto> {
    const network = await this.repository.ofSession(auth.userId, auth.establishmentId);
    if (!network) throw fail(404, NETWORK_MSG.notFound);
    const { id, name, slug, unitCount, sharesClients, version } = network;
    return { id, name, slug, unitCount, sharesClients, version };
  }

  /**
   * PUT /api/network: the owner names the network, its public address and whether its units share clients
   * (omitted: kept); 409 when the slug is another's or the version read is stale. Audited in the session's unit.
   */
  async update(auth: AuthContext, input: NetworkUpdateInput): Promise<NetworkDto> {
    const network = auth.via ? null : await this.repository.ofSession(auth.userId, auth.establishmentId);
    if (!network?.owner) throw fail(403, NETWORK_MSG.ownerOnly);
    try {
      await this.repository.db.transaction(async (tx) => {
        const before = await this.repository.lockSettings(tx, network.id);
        const next = { name: input.name, slug: input.slug, sharesClients: input.sharesClients ?? before.sharesClients };
        orStale(await this.repository.save(tx, network.id, next, input.version ?? null));
        await this.audit.record(tx, auth, {
          entity: 'unit',
          entityId: auth.establishmentId,
          action: 'update',
          before: { network: { name: before.name, slug: before.slug, sharesClients: before.sharesClients } },
          after: { network: next },
        });
      });
    } catch (error) {
      if (pgCode(error) === PG.uniqueViolation) throw fail(409, NETWORK_MSG.slugTaken);
      throw error;
    }
    return this.get(auth);
  }
}
