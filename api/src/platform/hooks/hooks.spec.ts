import type { DataSource, EntityManager, QueryRunner } from 'typeorm';
import type { AuthContext } from '../auth/auth-context';
import type { AppointmentCompleted } from './domain-events';
import { DomainHooks } from './hooks';

const event: AppointmentCompleted = {
  id: 1,
  establishmentId: 2,
  clientId: 3,
  serviceId: 4,
  staffId: 5,
  price: '80.00',
  startsAt: new Date(),
  completedAt: new Date(),
  completedByUserId: null,
  // The hooks only carry the event: who acted does not matter here.
  actor: {} as AuthContext,
};

function setup() {
  const db = { subscribers: [] as unknown[] } as unknown as DataSource;
  const hooks = new DomainHooks(db);
  hooks.onModuleInit();
  const runner = { isTransactionActive: true } as QueryRunner;
  const tx = { queryRunner: runner } as EntityManager;
  return { db, hooks, runner, tx };
}

describe('DomainHooks', () => {
  it('registers itself as the data source subscriber', () => {
    const { db, hooks } = setup();
    expect(db.subscribers).toContain(hooks);
  });

  it("runs every subscriber of an event, in order, with the publisher's transaction", async () => {
    const { hooks, tx } = setup();
    const seen: string[] = [];
    hooks.subscribe('appointment.completed', async (t, e) => void seen.push(`a:${e.id}:${t === tx}`));
    hooks.subscribe('appointment.completed', async (_t, e) => void seen.push(`b:${e.clientId}`));
    await hooks.publish(tx, 'appointment.completed', event);
    expect(seen).toEqual(['a:1:true', 'b:3']);
  });

  it('after-commit work waits for the outer commit and is dropped on rollback', () => {
    const { hooks, runner, tx } = setup();
    const done: string[] = [];
    hooks.afterCommit(tx, () => done.push('first'));
    hooks.afterTransactionCommit({ queryRunner: runner }); // a savepoint released: still inside
    expect(done).toEqual([]);
    (runner as { isTransactionActive: boolean }).isTransactionActive = false;
    hooks.afterTransactionCommit({ queryRunner: runner });
    expect(done).toEqual(['first']);

    (runner as { isTransactionActive: boolean }).isTransactionActive = true;
    hooks.afterCommit(tx, () => done.push('rolled back'));
    (runner as { isTransactionActive: boolean }).isTransactionActive = false;
    hooks.afterTransactionRollback({ queryRunner: runner });
    hooks.afterTransactionCommit({ queryRunner: runner });
    expect(done).toEqual(['first']);
  });

  it('after-commit work that rejects later is logged, not left to end the process', async () => {
    const { hooks } = setup();
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      hooks.afterCommit({ queryRunner: undefined } as EntityManager, async () => {
        throw new Error('banco fora do ar');
      });
      await new Promise((r) => setTimeout(r, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('outside a transaction the work runs at once, and a failing one does not throw', () => {
    const { hooks } = setup();
    const done: string[] = [];
    hooks.afterCommit({ queryRunner: undefined } as EntityManager, () => done.push('now'));
    expect(done).toEqual(['now']);
    expect(() =>
      hooks.afterCommit({} as EntityManager, () => {
        throw new Error('boom');
      }),
    ).not.toThrow();
  });
});
