import { Injectable } from '@nestjs/common';
import {
  CHECKOUT_PAYMENT_METHODS,
  DEFAULT_RECEIPT_DAYS,
  type CheckoutPaymentMethod,
  type PaymentMethodSetting,
  type PaymentMethodsDto,
  type PaymentMethodsInput,
} from '@salao/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../../platform/audit/audit.service';
import type { AuthContext } from '../../platform/auth/auth-context';
import { returnedRows } from '../../platform/database/data-source';
import { inTransaction } from '../../platform/database/transaction';
import { staleVersion } from '../../platform/http/versioned';

/** A new establishment's list: every method active, no fee, DEFAULT_RECEIPT_DAYS. */
export function defaultPaymentMethods(): PaymentMethodSetting[] {
  return CHECKOUT_PAYMENT_METHODS.map((method) => ({
    method,
    active: true,
    feePercent: 0,
    fixedFee: 0,
    receiptDays: DEFAULT_RECEIPT_DAYS[method],
    installmentFees: [],
  }));
}

/** Stored settings over the defaults, in CHECKOUT_PAYMENT_METHODS order (a method added later gets its default). */
function merged(stored: PaymentMethodSetting[] | null): PaymentMethodSetting[] {
  const byMethod = new Map((stored ?? []).map((m) => [m.method, m]));
  return defaultPaymentMethods().map((d) => byMethod.get(d.method) ?? d);
}

/**
 * GET/PUT /api/payment-methods (docs/product/api.md, 'Payment methods'): one versioned list per establishment;
 * no row yet means the defaults at version 1.
 */
@Injectable()
export class PaymentMethodsService {
  constructor(
    private readonly db: DataSource,
    private readonly audit: AuditService,
  ) {}

  async get(auth: AuthContext, tx: Pick<EntityManager, 'query'> = this.db): Promise<PaymentMethodsDto> {
    const [row] = await tx.query(`SELECT methods, version FROM payment_method_settings WHERE establishment_id = $1`, [auth.establishmentId]);
    return { methods: merged(row?.methods ?? null), version: row?.version ?? 1 };
  }

  /** The settings of one method, as a payment reads them inside its transaction. */
  async setting(tx: EntityManager, auth: AuthContext, method: CheckoutPaymentMethod): Promise<PaymentMethodSetting> {
    return (await this.get(auth, tx)).methods.find((m) => m.method === method)!;
  }

  /** Replaces the methods sent; a stale `version` is 409 and writes nothing. */
  update(auth: AuthContext, input: PaymentMethodsInput): Promise<PaymentMethodsDto> {
    return inTransaction(this.db, async (tx) => {
      await tx.query(`INSERT INTO payment_method_settings (establishment_id, methods) VALUES ($1, '[]'::jsonb) ON CONFLICT (establishment_id) DO NOTHING`, [
        auth.establishmentId,
      ]);
      const [locked] = await tx.query(`SELECT methods, version FROM payment_method_settings WHERE establishment_id = $1 FOR UPDATE`, [auth.establishmentId]);
      if (input.version !== undefined && input.version !== locked.version) throw staleVersion();
      const before = merged(locked.methods);
      const sent = new Map(input.methods.map((m) => [m.method, m]));
      const methods = before.map((m) => {
        const s = sent.get(m.method);
        if (!s) return m;
        return {
          method: m.method,
          active: s.active,
          feePercent: s.feePercent,
          fixedFee: s.fixedFee,
          receiptDays: s.receiptDays,
          installmentFees: [...(s.installmentFees ?? [])].sort((a, b) => a.installments - b.installments),
        };
      });
      const [row] = returnedRows<{ version: number }>(
        await tx.query(
          `UPDATE payment_method_settings SET methods = $2::jsonb, version = version + 1, updated_at = now() WHERE establishment_id = $1 RETURNING version`,
          [auth.establishmentId, JSON.stringify(methods)],
        ),
      );
      await this.audit.record(tx, auth, {
        entity: 'settings',
        entityId: auth.establishmentId,
        action: 'update',
        before: { paymentMethods: before },
        after: { paymentMethods: methods },
      });
      return { methods, version: row!.version };
    });
  }
}
