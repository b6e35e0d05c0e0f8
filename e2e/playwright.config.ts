import { defineConfig } from '@playwright/test';
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_ARGS } from '../libs/web-build/chromium.cjs';

/**
 * The whole product in Debian's Chromium (never a downloaded browser). Each worker starts its own built API on
 * its own database and each spec seeds its own demo tenant (tests/fixtures.ts), so files run in parallel:
 * E2E_WORKERS of them at once (3 by default: CPU-bound on two cores, see docs/testing.md).
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS || 3),
  // In CI a failed test runs once more and, if it then passes, is reported as flaky (never hidden): three
  // servers and browsers share two cores, and a chunk download that failed under that load once broke a page
  // (docs/testing.md, 'Flaky tests').
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // Dialogs appear at once (the app honours 'reduce motion'): a click in a dialog still zooming in could press
    // on one spot and release on another, and the click was lost (CI, twice). motion.spec checks both settings.
    reducedMotion: 'reduce',
    // No service worker unless a spec asks for one (pwa.spec): installing it precached the whole shell (some 80
    // files) in every test's fresh context, on the same two cores (docs/testing.md).
    serviceWorkers: 'block',
    // A trace records a screenshot and a DOM snapshot at every action: recording one for every test cost about a
    // third of a spec's time on two cores. CI's second try of a failed test records it (E2E_TRACE=on for all).
    trace: (process.env.E2E_TRACE as 'on' | undefined) ?? 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        ...PLAYWRIGHT_CHROMIUM_ARGS,
        // Debian's launcher adds --enable-gpu-rasterization: with no GPU that is rasterizing on SwiftShader, the
        // gpu process's CPU time. Chromium's own software raster is cheaper (docs/testing.md).
        '--disable-gpu-rasterization',
        '--disable-software-rasterizer',
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
      ],
    },
  },
});
