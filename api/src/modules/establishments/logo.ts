import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export type LogoType = 'image/png' | 'image/jpeg' | 'image/webp';

/** The image type by its first bytes (never by name or the declared type): PNG, JPEG or WebP, else null. */
export function sniffImage(b: Buffer): LogoType | null {
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** Logos live under DATA_DIR/logos, one file per establishment, replaced atomically. */
export class LogoStore {
  constructor(private readonly dataDir: string) {}

  private file(establishmentId: number): string {
    return join(this.dataDir, 'logos', String(establishmentId));
  }

  async save(establishmentId: number, bytes: Buffer): Promise<void> {
    await mkdir(join(this.dataDir, 'logos'), { recursive: true });
    const tmp = `${this.file(establishmentId)}.${process.pid}.tmp`;
    await writeFile(tmp, bytes);
    await rename(tmp, this.file(establishmentId));
  }

  async read(establishmentId: number): Promise<{ bytes: Buffer; type: LogoType } | null> {
    const bytes = await readFile(this.file(establishmentId)).catch(() => null);
    const type = bytes && sniffImage(bytes);
    return bytes && type ? { bytes, type } : null;
  }
}
