import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileClock, systemClock } from './clock';

describe('clock', () => {
  it('the file clock reads the instant in its file, else the system clock', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'clock-')), 'now');
    const clock = fileClock(file);
    expect(Math.abs(clock.now() - Date.now())).toBeLessThan(1000);
    writeFileSync(file, '2030-01-10T12:00:00.000Z');
    expect(clock.now()).toBe(Date.parse('2030-01-10T12:00:00Z'));
    rmSync(file);
    expect(Math.abs(clock.now() - systemClock.now())).toBeLessThan(1000);
  });
});
