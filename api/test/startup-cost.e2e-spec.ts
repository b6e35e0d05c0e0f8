import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * Libraries that one request or one deployment needs load on first use, never at start (docs/architecture.md,
 * 'Start-up cost'): every API test file, e2e worker and `seed:demo` pays a start. Loading the app module (every
 * module and controller, as a start does) must not load any of them.
 */
describe('start-up cost: the libraries of one request or one deployment are not loaded at start', () => {
  const ON_FIRST_USE = ['stripe', 'pix-utils', 'qrcode', 'pdfmake', 'exceljs', 'web-push', 'nodemailer', 'ioredis'];

  it(`loading the app module loads none of ${ON_FIRST_USE.join(', ')}`, () => {
    const script = `require('./dist/app.module');
      const loaded = Object.keys(require.cache);
      const names = ${JSON.stringify(ON_FIRST_USE)};
      process.stdout.write(JSON.stringify(names.filter((n) => loaded.some((k) => k.includes('/node_modules/' + n + '/')))));`;
    const loaded = JSON.parse(execFileSync(process.execPath, ['-e', script], { cwd: join(__dirname, '..'), env: { PATH: process.env.PATH } }).toString());
    expect(loaded).toEqual([]);
  });
});
