import { Injectable } from '@nestjs/common';
import type { WebhookDeliveryDto } from '@salao/contracts';
import { DataSource, type EntityManager, type QueryRunner } from 'typeorm';
import { onCommitWrite, openTransaction, writeAtCommit, type CommitWrite } from '../../platform/database/commit-writes';
import { returnedRows } from '../../platform/database/data-source';
import type { ApiEventPublished } from '../../platform/hooks/domain-events';
import { inTransaction } from '../../platform/database/transaction';
import { CLAIM_SQL, COLUMNS, DELIVERIES_AFTER_SQL, DELIVERIES_NEWEST_SQL, DUE_SWEEP_SQL, NEXT_DUE_SQL } from './deliveries.sql';

/** A delivery claimed for one attempt, with what sending it needs. */
export interface ClaimedDelivery {
  id: number;
  webhookId: number;
  messageId: string;
  resource: string;
  body: string;
  url: string;
  secret: string;
  firstFailureAt: Date | null;
  /** Attempts made before this one. */
  attempts: number;
}

/** Outcome of one attempt: `retryInSeconds` keeps it pending, else it is final. */
export interface AttemptOutcome {
  status: 'delivered' | 'failed' | 'refused' | 'pending';
  httpStatus: number | null;
  responseMs: number | null;
  error: string | null;
  retryInSeconds: number | null;
  firstFailureAt: Date | null;
}

interface OutboxEvent {
  establishmentId: number;
  type: string;
  resource: string;
  body: string;
  /** Filled with the deliveries' ids when the rows are written. */
  ids: number[];
}

/** Events of transactions still running: their rows go in the commit's one statement (commit-writes.ts). */
const pending = new WeakMap<QueryRunner, OutboxEvent[]>();

/**
 * One insert for any number of events, one row per active webhook of the establishment that takes the event, in
 * the events' order (a resource's deliveries go out in id order, docs/product/webhooks.md); arrays through unnest,
 * so the text is always the same.
 */
function outboxWrite(events: OutboxEvent[]): CommitWrite {
  return {
    name: 'webhook_outbox',
    sql: `INSERT INTO webhook_deliveries (webhook_id, message_id, event, resource, body)
          SELECT w.id, 'msg_' || replace(gen_random_uuid()::text, '-', ''), e.type, e.resource, e.body
            FROM unnest($1::int[], $2::text[], $3::text[], $4::text[]) WITH ORDINALITY AS e(establishment_id, type, resource, body, n)
            JOIN webhooks w ON w.establishment_id = e.establishment_id AND w.active AND e.type = ANY (w.events)
           ORDER BY e.n, w.id
          RETURNING id::int AS id, event, resource`,
    values: [events.map((e) => e.establishmentId), events.map((e) => e.type), events.map((e) => e.resource), events.map((e) => e.body)],
    returned: (rows) => {
      // Rows come back in insertion order (the events' order), so each row lands with the first event still matching
      // its type and resource; every id of the transaction is queued after the commit either way.
      let i = 0;
      for (const row of rows as { id: number; event: string; resource: string }[]) {
        while (i < events.length && (events[i]!.type !== row.event || events[i]!.resource !== row.resource)) i++;
        events[i]?.ids.push(row.id);
      }
    },
  };
}

onCommitWrite((runner, committing) => {
  const events = pending.get(runner);
  pending.delete(runner);
  return committing && events?.length ? outboxWrite(events) : null;
});

/** The outbox of webhook deliveries (docs/product/webhooks.md): written with the change, sent by a job. */
@Injectable()
export class DeliveriesRepository {
  constructor(readonly db: DataSource) {}

  /**
   * In the change's transaction, written with its commit (one round trip less for every change that publishes an
   * event): the returned list is filled with the deliveries' ids before the COMMIT, so an after-commit hook can
   * queue them. Outside a transaction (or in a savepoint) the rows are written at once.
   */
  async insertFor(tx: EntityManager, e: ApiEventPublished, body: string): Promise<number[]> {
    const event: OutboxEvent = { establishmentId: e.establishmentId, type: e.type, resource: e.resource, body, ids: [] };
    const runner = openTransaction(tx);
    if (runner) pending.set(runner, [...(pending.get(runner) ?? []), event]);
    else await writeAtCommit(tx, outboxWrite([event]));
    return event.ids;
  }

  list(webhookId: number): Promise<WebhookDeliveryDto[]> {
    return this.db.query(DELIVERIES_NEWEST_SQL, [webhookId]);
  }

  after(webhookId: number, after: number, limit: number): Promise<WebhookDeliveryDto[]> {
    return this.db.query(DELIVERIES_AFTER_SQL, [webhookId, after, limit]);
  }

  /** Back in the queue, now, with the same message id (the receiver can tell a replay). */
  async redeliver(tx: EntityManager, webhookId: number, id: number): Promise<WebhookDeliveryDto | null> {
    const rows = returnedRows<WebhookDeliveryDto>(
      await tx.query(
        `WITH d AS (
           UPDATE webhook_deliveries SET status = 'pending', next_attempt_at = now(), first_failure_at = NULL, claimed_until = NULL
            WHERE id = $1 AND webhook_id = $2 RETURNING *)
         SELECT ${COLUMNS} FROM d`,
        [id, webhookId],
      ),
    );
    return rows[0] ?? null;
  }

  /**
   * Takes one attempt of a due delivery, once across instances: pending, of an active webhook, not claimed by
   * another attempt, no earlier delivery of the same resource still pending (they go out in order), and fewer than
   * `inFlight` attempts of its webhook under way (docs/product/webhooks.md, 'Fair between establishments'). The
   * webhook's lock makes that count exact: two claims of one webhook never both see the last free place.
   */
  claim(id: number, inFlight: number): Promise<ClaimedDelivery | null> {
    return inTransaction(this.db, async (tx) => {
      const locked: unknown[] = await tx.query(
        `SELECT pg_advisory_xact_lock(hashtext('webhook-in-flight'), d.webhook_id) FROM webhook_deliveries d WHERE d.id = $1 AND d.status = 'pending'`,
        [id],
      );
      if (!locked.length) return null;
      return returnedRows<ClaimedDelivery>(await tx.query(CLAIM_SQL, [id, inFlight]))[0] ?? null;
    });
  }

  async record(tx: EntityManager, id: number, o: AttemptOutcome): Promise<void> {
    await tx.query(
      `UPDATE webhook_deliveries SET status = $2, http_status = $3, response_ms = $4, last_error = $5, attempts = attempts + 1,
              next_attempt_at = CASE WHEN $6::int IS NULL THEN next_attempt_at ELSE now() + make_interval(secs => $6::int) END,
              first_failure_at = $7, claimed_until = NULL
        WHERE id = $1`,
      [id, o.status, o.httpStatus, o.responseMs, o.error, o.retryInSeconds, o.firstFailureAt],
    );
  }

  /** A webhook's next `limit` deliveries an attempt may take now, oldest due first (NEXT_DUE_SQL). */
  async nextDue(webhookId: number, limit: number): Promise<number[]> {
    const rows: { id: number }[] = await this.db.query(NEXT_DUE_SQL, [webhookId, limit]);
    return rows.map((r) => r.id);
  }

  /** Finished deliveries past the log's keep (docs/product/webhooks.md), a batch at a time; answers how many went. */
  async purge(days: number, batch: number): Promise<number> {
    const rows = returnedRows<{ id: number }>(
      await this.db.query(
        `DELETE FROM webhook_deliveries WHERE id IN (
           SELECT id FROM webhook_deliveries WHERE status <> 'pending' AND created_at < now() - make_interval(days => $1) LIMIT $2)
         RETURNING id`,
        [days, batch],
      ),
    );
    return rows.length;
  }

  /**
   * Deliveries of active webhooks due for over `graceSeconds`, for the sweep that makes sure none is forgotten (a
   * crash before its job was queued). A row due just now has its own job on the way: queueing it again would only
   * pile duplicate jobs in front of the next deliveries. At most `perWebhook` of each webhook, the establishments
   * taking turns (DUE_SWEEP_SQL).
   */
  async due(limit: number, graceSeconds: number, perWebhook: number): Promise<number[]> {
    const rows: { id: number }[] = await this.db.query(DUE_SWEEP_SQL, [limit, graceSeconds, perWebhook]);
    return rows.map((r) => r.id);
  }
}
