// /sw.js is the shell's worker bundled with its push handlers (docs/product/overview.md ('PWA and push')): one classic script that shows a
// pushed notification and opens the right page on a click.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';

const require = createRequire(import.meta.url);
const { bundleServiceWorker, fillServiceWorker, swTemplatePath } = require('../pwa.cjs');
const shellDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'shell');

/** Runs the worker script in a fake ServiceWorkerGlobalScope; returns its listeners and what it did. */
function runWorker(code, tabs = []) {
  const listeners = {};
  const shown = [];
  const opened = [];
  const self = {
    location: { origin: 'https://salao.app' },
    registration: { showNotification: async (title, options) => shown.push({ title, ...options }) },
    clients: { matchAll: async () => tabs, openWindow: async (url) => opened.push(url), claim: async () => undefined },
    addEventListener: (type, listener) => (listeners[type] = listener),
    skipWaiting: () => undefined,
  };
  self.self = self;
  vm.runInNewContext(code, { self, URL, caches: {}, fetch: () => undefined, console });
  const fire = async (type, event) => {
    let pending = Promise.resolve();
    listeners[type]({ ...event, waitUntil: (p) => (pending = p) });
    await pending;
  };
  return { listeners, shown, opened, fire };
}

test('the bundled /sw.js shows a pushed {title, body, url} and a click opens the url', { timeout: 120_000 }, async () => {
  const { code } = await bundleServiceWorker(swTemplatePath(shellDir));
  // A classic script: no module syntax, no dayjs (contracts contributes only its constants).
  assert.doesNotMatch(code, /^\s*(import|export)\s/m);
  assert.doesNotMatch(code, /dayjs/);
  const sw = fillServiceWorker(code, ['/index.html'], 'abc123');
  assert.match(sw, /"abc123"/);

  const worker = runWorker(sw);
  assert.deepEqual(Object.keys(worker.listeners).sort(), ['activate', 'fetch', 'install', 'message', 'notificationclick', 'push']);
  const payload = { title: 'Novo agendamento pendente', body: 'Ana agendou Corte', url: '/agendamentos' };
  await worker.fire('push', { data: { json: () => payload, text: () => JSON.stringify(payload) } });
  assert.equal(worker.shown.length, 1);
  assert.equal(worker.shown[0].title, 'Novo agendamento pendente');
  assert.equal(worker.shown[0].body, 'Ana agendou Corte');
  assert.equal(worker.shown[0].data.url, '/agendamentos');

  await worker.fire('notificationclick', { notification: { data: { url: '/agendamentos' }, close: () => undefined } });
  assert.deepEqual(worker.opened, ['https://salao.app/agendamentos']);
});
