import type { EntityManager } from 'typeorm';

/**
 * The same repository with its statements on `tx`. Repositories keep their connection in `db` and take it as
 * given; this lets a service put a single-statement write and its audit row in one transaction without widening
 * every repository method's signature (docs/architecture.md, 'Audit log').
 */
export function onTransaction<R extends object>(repository: R, tx: EntityManager): R {
  return Object.assign(Object.create(Object.getPrototypeOf(repository) as object) as R, repository, { db: tx });
}
