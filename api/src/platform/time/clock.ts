import { Global, Module } from '@nestjs/common';
import { readFileSync } from 'node:fs';
import { APP_CONFIG, type AppConfig } from '../config/config';

/** "Now" for scheduled work (reminders, holds), injected so tests can move it. */
export interface Clock {
  now(): number;
}

export const CLOCK = Symbol('CLOCK');

export const systemClock: Clock = { now: () => Date.now() };

/**
 * Tests only: while `file` holds an ISO instant, that is now; without it (or unreadable), the system clock.
 * Read on every call, so a test moves time by rewriting the file, across the API process boundary.
 */
export function fileClock(file: string): Clock {
  return {
    now: () => {
      try {
        const at = Date.parse(readFileSync(file, 'utf8').trim());
        return Number.isFinite(at) ? at : Date.now();
      } catch {
        return Date.now();
      }
    },
  };
}

/** Global: any module injects `@Inject(CLOCK) clock: Clock`. */
@Global()
@Module({
  providers: [
    { provide: CLOCK, useFactory: (config: AppConfig): Clock => (config.testClockFile ? fileClock(config.testClockFile) : systemClock), inject: [APP_CONFIG] },
  ],
  exports: [CLOCK],
})
export class ClockModule {}
