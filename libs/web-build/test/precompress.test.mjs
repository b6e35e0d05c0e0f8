import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createRequire } from 'node:module';

const { compressFile } = createRequire(import.meta.url)('../precompress.cjs');

test('a script of 1 KB or more gets .br and .gz pairs that decompress to it; a smaller one none', () => {
  const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  const big = join(dir, 'page.0123abcd.js');
  const small = join(dir, 'tiny.89abcdef.js');
  const code = `export const x = ${JSON.stringify('salão '.repeat(400))};`;
  writeFileSync(big, code);
  writeFileSync(small, 'export const y = 1;');
  compressFile(big);
  compressFile(small);
  assert.equal(brotliDecompressSync(readFileSync(`${big}.br`)).toString(), code);
  assert.equal(gunzipSync(readFileSync(`${big}.gz`)).toString(), code);
  assert.ok(readFileSync(`${big}.br`).length < code.length / 10);
  assert.equal(existsSync(`${small}.br`) || existsSync(`${small}.gz`), false);
});
