import { basename } from 'node:path';
import { test as base } from '@playwright/test';
import { seedTenant, startWorkerServer, type WorkerServer } from '../support/server';

export { expect } from '@playwright/test';
export type { APIRequestContext, Browser, BrowserContext, Locator, Page, Request, Route } from '@playwright/test';

export interface Login {
  email: string;
  password: string;
}

/** The spec's own copy of the demo establishment (Studio Bela Demo, plan Expert, its services, clients and money). */
export interface DemoTenant {
  establishmentId: number;
  /** Its public booking address: /agendar/<slug>. */
  slug: string;
  admin: Login;
  staff: Login;
}

// One tenant per spec file: a worker runs a file's tests one after another, so they share it; no other file sees it.
const tenants = new Map<string, Promise<DemoTenant>>();

/**
 * Every spec imports `test` from here. Each worker starts its own product (support/server.ts); each spec file
 * gets its own demo tenant (`demo`), so specs run in parallel and in any order (docs/testing.md).
 */
export const test = base.extend<{ demo: DemoTenant }, { server: WorkerServer }>({
  server: [
    // Playwright reads a fixture's dependencies from its first parameter's destructuring: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startWorkerServer();
      // tests/clock.ts moves this worker's server clock; pwa.spec publishes releases into its folder.
      process.env.E2E_CLOCK_FILE = server.clockFile;
      process.env.E2E_RELEASES_DIR = server.releasesDir;
      process.env.E2E_WEB_ROOT = server.webRoot;
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
  demo: async ({ server }, use, testInfo) => {
    const tag = basename(testInfo.file)
      .replace(/\.spec\.ts$/, '')
      .toLowerCase()
      .replace(/[^a-z0-9-]/g, '-');
    let tenant = tenants.get(tag);
    if (!tenant) {
      tenant = seedTenant(server, tag);
      tenants.set(tag, tenant);
    }
    await use(await tenant);
  },
});
