import { createReadStream } from 'node:fs';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip } from 'node:zlib';

/** Writes with backpressure: waits for 'drain' when the stream's buffer is full (rejects on its error). */
export async function write(stream: Writable, data: string | Buffer): Promise<void> {
  if (!stream.write(data)) await once(stream, 'drain');
}

/** The lines of a gzip file, read as they decompress; a damaged or cut file ends in an error, not in silence. */
export async function* gzipLines(path: string): AsyncGenerator<string, void, undefined> {
  const source = createReadStream(path);
  const gunzip = createGunzip();
  source.on('error', (error) => gunzip.destroy(error));
  const decoder = new StringDecoder('utf8');
  let rest = '';
  try {
    for await (const chunk of source.pipe(gunzip)) {
      const parts = (rest + decoder.write(chunk as Buffer)).split('\n');
      rest = parts.pop()!;
      yield* parts;
    }
    rest += decoder.end();
    if (rest) yield rest;
  } finally {
    source.destroy();
    gunzip.destroy();
  }
}

/** Rows in a COPY text chunk: each row ends with a newline (newlines inside values are escaped). */
export function countRows(chunk: Buffer): number {
  let n = 0;
  for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) n += 1;
  return n;
}
