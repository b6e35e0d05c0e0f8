import { Injectable } from '@nestjs/common';
import type { WebhookDeliveryDto } from '@salao/contracts';
import { DataSource, type EntityManager, type QueryRunner } from 'typeorm';
import { onCommitWrite, openTransaction, writeAtCommit, type CommitWrite } from '../../platform/database/commit-writes';
import { returnedRows } from '../../platform/database/data-source';
import type { ApiEventPublished } from '../../platform/hooks/domain-events';
import { COLUMNS, DELIVERIES_AFTER_SQL, DELIVERIES_NEWEST_SQL } from './deliveries.sql';

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
   * another attempt, and no earlier delivery of the same resource still pending (they go out in order).
   */
  async claim(id: number): Promise<ClaimedDelivery | null> {
    const rows = returnedRows<ClaimedDelivery>(
      await this.db.query(
        `UPDATE webhook_deliveries d SET claimed_until = now() + interval '60 seconds'
           FROM webhooks w
          WHERE d.id = $1 AND w.id = d.webhook_id AND w.active AND d.status = 'pending' AND d.next_attempt_at <= now()
            AND (d.claimed_until IS NULL OR d.claimed_until < now())
            AND NOT EXISTS (SELECT 1 FROM webhook_deliveries e
                             WHERE e.webhook_id = d.webhook_id AND e.resource = d.resource AND e.status = 'pending' AND e.id < d.id)
         RETURNING d.id::int AS id, d.webhook_id AS "webhookId", d.message_id AS "messageId", d.resource, d.body, w.url, w.secret,
                   d.first_failure_at AS "firstFailureAt", d.attempts`,
        [id],
      ),
    );
    return rows[0] ?? null;
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

  /** The next delivery of the same resource waiting behind a finished one. */
  async nextOf(webhookId: number, resource: string): Promise<number | null> {
    const rows: { id: number }[] = await this.db.query(
      `SELECT id::int AS id FROM webhook_deliveries WHERE webhook_id = $1 AND resource = $2 AND status = 'pending' ORDER BY id LIMIT 1`,
      [webhookId, resource],
    );
    return rows[0]?.id ?? null;
  }

  async pendingOf(webhookId: number): Promise<number[]> {
    const rows: { id: number }[] = await this.db.query(
      `SELECT id::int AS id FROM webhook_deliveries WHERE webhook_id = $1 AND status = 'pending' ORDER BY id LIMIT 500`,
      [webhookId],
    );
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
   * pile duplicate jobs in front of the next deliveries.
   */
  async due(limit: number, graceSeconds: number): Promise<number[]> {
    const rows: { id: number }[] = await this.db.query(
      `SELECT d.id::int AS id FROM webhook_deliveries d JOIN webhooks w ON w.id = d.webhook_id AND w.active
        WHERE d.status = 'pending' AND d.next_attempt_at <= now() - make_interval(secs => $2) AND (d.claimed_until IS NULL OR d.claimed_until < now())
        ORDER BY d.id LIMIT $1`,
      [limit, graceSeconds],
    );
    return rows.map((r) => r.id);
  }
}
