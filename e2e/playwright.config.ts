import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT || 4173);
// Where the server serves released remote versions (pwa.spec publishes into it). Set once in the main
// process; workers inherit it through the environment, so they see the same folder.
process.env.E2E_RELEASES_DIR ||= mkdtempSync(join(tmpdir(), 'salao-e2e-releases-'));
// The server's TEST_CLOCK_FILE (empty: the real time). Completing waits for an appointment's start (issue 15):
// tests that complete what they just booked move it with tests/clock.ts.
process.env.E2E_CLOCK_FILE ||= join(mkdtempSync(join(tmpdir(), 'salao-e2e-clock-')), 'now');

/** The whole product in Debian's Chromium (never a downloaded browser), served by the built API. */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // Dialogs appear at once (the app honours 'reduce motion'): a click in a dialog still zooming in could press
    // on one spot and release on another, and the click was lost (CI, twice). motion.spec checks both settings.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
      ],
    },
  },
  webServer: {
    command: 'node support/serve.mjs',
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(PORT), HOST: '127.0.0.1', RELEASES_DIR: process.env.E2E_RELEASES_DIR, TEST_CLOCK_FILE: process.env.E2E_CLOCK_FILE },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
