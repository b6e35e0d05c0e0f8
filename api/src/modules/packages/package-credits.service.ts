import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { PACKAGE_MSG, type ClientPackageDto } from '@salao/contracts';
import type { EntityManager } from 'typeorm';
import type { AuthContext } from '../../platform/auth/auth-context';
import { inTransaction } from '../../platform/database/transaction';
import { fail } from '../../platform/http/errors';
import type { ClosedCheckoutItem } from '../../platform/hooks/domain-events';
import { DomainHooks } from '../../platform/hooks/hooks';
import { CLOCK, type Clock } from '../../platform/time/clock';
import { evenParts, sessionsValue } from './package-math';
import { PackageCreditsRepository, type CreditEntry } from './package-credits.repository';
import { PackagesRepository } from './packages.repository';

const DAY_MS = 86_400_000;

/** What the comanda tells this module of an item (its id once saved). */
export interface PackageItemView {
  id?: number;
  type: string;
  serviceId: number | null;
  packageId?: number | null;
  clientPackageId?: number | null;
  quantity: number;
}

/**
 * The clients' session credits (docs/product/packages.md), a ledger per client package: granted when a comanda
 * selling the package closes, consumed when one using a session closes, restored or refunded with a refund,
 * expired by the job. Every change locks the client package first, so two comandas using its last session
 * are serialized: the second finds none left (409) and its closing rolls back.
 */
@Injectable()
export class PackageCreditsService implements OnModuleInit {
  constructor(
    readonly repository: PackageCreditsRepository,
    private readonly packages: PackagesRepository,
    private readonly hooks: DomainHooks,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.hooks.subscribe('client.merged', (tx, e) => this.repository.moveClient(tx, e));
  }

  async forClient(auth: AuthContext, clientId: number): Promise<ClientPackageDto[]> {
    if (!(await this.repository.clientExists(this.repository.db, auth.establishmentId, clientId))) throw fail(404, PACKAGE_MSG.clientNotFound);
    return this.repository.list(this.repository.db, auth.establishmentId, clientId, auth.zone);
  }

  /** A package item's name and price from the catalogue (404 when not the establishment's). */
  async forSale(tx: EntityManager, establishmentId: number, packageId: number): Promise<{ name: string; price: number }> {
    const p = await this.packages.find(tx, establishmentId, packageId);
    if (!p) throw fail(404, PACKAGE_MSG.notFound);
    return { name: `Pacote ${p.name}`, price: p.price };
  }

  /**
   * A comanda's items checked while it is edited: a package sold or a session used needs its client; a session
   * comes from her active package covering that service with enough sessions left for every item using it.
   * Nothing is held: the closing consumes, under the package's lock.
   */
  async checkItems(tx: EntityManager, establishmentId: number, clientId: number | null, items: PackageItemView[]): Promise<void> {
    const using = items.filter((i) => i.clientPackageId != null);
    if (!using.length && !items.some((i) => i.type === 'package')) return;
    if (clientId === null) throw fail(400, PACKAGE_MSG.needsClient);
    const wanted = new Map<string, number>();
    for (const i of using) {
      if (i.type !== 'service') throw fail(400, PACKAGE_MSG.creditItemService);
      const k = `${i.clientPackageId}:${i.serviceId}`;
      wanted.set(k, (wanted.get(k) ?? 0) + i.quantity);
    }
    const now = this.clock.now();
    for (const [k, count] of wanted) {
      const [cpId, serviceId] = k.split(':').map(Number) as [number, number];
      const [cp] = await this.repository.list(tx, establishmentId, clientId, 'UTC', cpId);
      if (!cp) throw fail(404, PACKAGE_MSG.creditNotFound);
      const service = cp.services.find((s) => s.serviceId === serviceId);
      if (!service) throw fail(400, PACKAGE_MSG.creditNotCovering);
      if (cp.status !== 'active' || Date.parse(`${cp.expiresAt}Z`) <= now || service.remaining < count) throw fail(409, PACKAGE_MSG.creditUnavailable);
    }
  }

  /**
   * At a comanda's closing, in its transaction: each package sold becomes a client package per unit (its price the
   * item's total less its part of the comanda's discount, split evenly) with its grants; each session used is
   * consumed. Answers the value of the sessions each using item consumed (its commission's base).
   */
  async settle(tx: EntityManager, auth: AuthContext, c: { id: number; clientId: number | null }, items: (ClosedCheckoutItem & PackageItemView)[], at: Date) {
    const values = new Map<number, number>();
    const e = auth.establishmentId;
    for (const item of items.filter((i) => i.type === 'package')) {
      if (c.clientId === null) throw fail(409, PACKAGE_MSG.needsClient);
      const p = await this.packages.find(tx, e, item.packageId!, false, true);
      if (!p) throw fail(404, PACKAGE_MSG.notFound);
      const sessionsTotal = p.items.reduce((sum, x) => sum + x.sessions, 0);
      const prices = evenParts(item.gross - item.discount - item.sharedDiscount, item.quantity);
      for (const [n, price] of prices.entries()) {
        const id = await this.repository.insertClientPackage(tx, {
          establishmentId: e,
          clientId: c.clientId,
          packageId: p.id,
          name: p.name,
          checkoutId: c.id,
          checkoutItemId: item.id,
          unit: n + 1,
          price,
          sessionsTotal,
          expiresAt: new Date(at.getTime() + p.validityDays * DAY_MS),
          at,
        });
        const grants: CreditEntry[] = p.items.map((x) => ({
          clientPackageId: id,
          serviceId: x.serviceId,
          kind: 'grant',
          sessions: x.sessions,
          value: 0,
          checkoutId: c.id,
          checkoutItemId: item.id,
        }));
        await this.repository.insertEntries(tx, e, auth.userId, at, grants);
      }
    }
    for (const item of items.filter((i) => i.clientPackageId != null)) {
      const cp = await this.repository.lock(tx, e, item.clientPackageId!);
      if (!cp || cp.clientId !== c.clientId) throw fail(404, PACKAGE_MSG.creditNotFound);
      const { remaining } = await this.repository.balance(tx, cp.id);
      const left = remaining.get(item.serviceId!);
      if (left === undefined) throw fail(400, PACKAGE_MSG.creditNotCovering);
      if (cp.status !== 'active' || cp.expiresAt.getTime() <= at.getTime() || left < item.quantity) throw fail(409, PACKAGE_MSG.creditUnavailable);
      const used = cp.sessionsTotal - [...remaining.values()].reduce((a, b) => a + b, 0);
      const value = sessionsValue(cp.price, cp.sessionsTotal, used, item.quantity);
      await this.repository.insertEntries(tx, e, auth.userId, at, [
        { clientPackageId: cp.id, serviceId: item.serviceId!, kind: 'consume', sessions: -item.quantity, value, checkoutId: c.id, checkoutItemId: item.id },
      ]);
      values.set(item.id, value);
    }
    return values;
  }

  /**
   * A refund of a closed comanda's items, in its transaction: a package sold gives back only its unused sessions'
   * value (its active units are refunded, their sessions left taken away); a session used comes back to its
   * package while that is active. Answers, per package item, the cents of its price that stay (used or expired).
   */
  async refundItems(tx: EntityManager, auth: AuthContext, checkoutId: number, items: (ClosedCheckoutItem & PackageItemView)[], at: Date) {
    const kept = new Map<number, number>();
    const e = auth.establishmentId;
    for (const item of items) {
      if (item.type === 'package') {
        let unused = 0;
        for (const cpId of await this.repository.ofItem(tx, item.id)) {
          const cp = (await this.repository.lock(tx, e, cpId))!;
          if (cp.status !== 'active') continue;
          const { remaining, spent } = await this.repository.balance(tx, cpId);
          const value = cp.price - spent;
          const rows: CreditEntry[] = [...remaining]
            .filter(([, left]) => left > 0)
            .map(([serviceId, left], n) => ({
              clientPackageId: cpId,
              serviceId,
              kind: 'refund',
              sessions: -left,
              value: n === 0 ? value : 0,
              checkoutId,
              checkoutItemId: item.id,
            }));
          await this.repository.insertEntries(tx, e, auth.userId, at, rows);
          await this.repository.setStatus(tx, cpId, 'refunded');
          unused += rows.length ? value : 0;
        }
        kept.set(item.id, item.gross - item.discount - item.sharedDiscount - unused);
      } else if (item.clientPackageId != null) {
        const used = await this.repository.consumedBy(tx, item.id);
        if (!used) continue;
        const cp = await this.repository.lock(tx, e, used.clientPackageId);
        if (!cp || cp.status !== 'active') continue;
        await this.repository.insertEntries(tx, e, auth.userId, at, [
          {
            clientPackageId: cp.id,
            serviceId: used.serviceId,
            kind: 'restore',
            sessions: used.sessions,
            value: -used.value,
            checkoutId,
            checkoutItemId: item.id,
          },
        ]);
      }
    }
    return kept;
  }

  /** The expiry job's work: every active package past its date loses its sessions left, each once. Answers how many expired. */
  async expireDue(): Promise<number> {
    const now = new Date(this.clock.now());
    let done = 0;
    for (;;) {
      const taken = await inTransaction(this.repository.db, async (tx) => {
        const due = await this.repository.takeDue(tx, now);
        for (const cp of due) {
          const locked = (await this.repository.lock(tx, cp.establishmentId, cp.id))!;
          const { remaining, spent } = await this.repository.balance(tx, cp.id);
          const rows: CreditEntry[] = [...remaining]
            .filter(([, left]) => left > 0)
            .map(([serviceId, left], n) => ({
              clientPackageId: cp.id,
              serviceId,
              kind: 'expire',
              sessions: -left,
              value: n === 0 ? locked.price - spent : 0,
              checkoutId: null,
              checkoutItemId: null,
            }));
          await this.repository.insertEntries(tx, cp.establishmentId, null, now, rows);
        }
        return due.length;
      });
      done += taken;
      if (taken === 0) return done;
    }
  }
}
