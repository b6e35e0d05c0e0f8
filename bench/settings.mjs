// What a bench run measures and with what load: `--quick` for a short run on the small scale (bench/README.md).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SCALES } from './seed.mjs';

export const here = dirname(fileURLToPath(import.meta.url));
export const MAIN = join(here, '..', 'api', 'dist', 'main.js');
export const QUICK = process.argv.includes('--quick');
export const SCALE = QUICK ? SCALES.quick : SCALES.full;
export const CONNECTIONS = 50;
export const RATE = 200;
export const SATURATED_SECONDS = Number(process.env.BENCH_DURATION || (QUICK ? 2 : 5));
export const RATE_SECONDS = QUICK ? 3 : 8;
export const PASSWORD = 'bench123';
export const REDIS_URL = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';
/**
 * `--only=comandas`: that scenario and the reports alone on the seeded scale; `--only=reports`: the reports alone;
 * `--only=live`: the live fan-out alone.
 * Printed, not written to README.md (for iteration).
 */
export const ONLY = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length) ?? null;
/** `--lighthouse`: the Lighthouse step alone (lighthouse.mjs) on its own built product; printed, README.md untouched. */
export const LIGHTHOUSE = process.argv.includes('--lighthouse');
