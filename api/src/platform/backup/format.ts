/**
 * The backup file: gzip of UTF-8 lines. Line 1 is the header (JSON); then, per table, a JSON line naming it and
 * its columns, the table's rows in COPY text format (one row per line: COPY escapes newlines in values) and
 * the end-of-data line `\.`; last, a JSON footer with every table's row count. A file without the footer was
 * cut short and is refused.
 */
export const BACKUP_FORMAT = 'salao-backup';
export const BACKUP_VERSION = 1;
/** COPY's own end-of-data marker: a row is never exactly this (a backslash in a value is written as `\\`). */
export const END_OF_TABLE = '\\.';

export interface SequenceState {
  name: string;
  /** bigint as text; null when the sequence was never used. */
  lastValue: string | null;
}

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  /** The source server's version, for the operator's information. */
  server: string;
  /** Names of the migrations applied to the source database: restore rebuilds exactly this schema first. */
  migrations: string[];
  sequences: SequenceState[];
}

export interface TableSection {
  table: string;
  columns: string[];
}

export interface BackupFooter {
  end: true;
  rows: Record<string, number>;
}

/** Errors an operator can act on, in pt-BR; the CLI prints the message alone. */
export class BackupError extends Error {}

export const BACKUP_MSG = {
  notBackup: 'O arquivo não é um backup do Salão (ou está corrompido).',
  newerVersion: (v: number) => `O backup usa o formato ${v}, mais novo que esta versão do Salão: atualize o Salão antes de restaurar.`,
  unknownMigrations: (names: string[]) =>
    `O backup vem de uma versão mais nova do Salão (migrações desconhecidas: ${names.join(', ')}). Atualize o Salão antes de restaurar.`,
  noSchema: 'O banco não tem o esquema do Salão (nenhuma migração aplicada): não há o que copiar.',
  notEmpty: 'O banco de destino não está vazio. Restaure em um banco vazio ou use --force para apagar tudo o que ele tem e restaurar por cima.',
  incomplete: 'O arquivo de backup está incompleto (terminou antes do fim): nada foi restaurado.',
  countMismatch: (table: string, expected: number, got: number) => `A tabela ${table} deveria ter ${expected} linhas e recebeu ${got}: nada foi restaurado.`,
} as const;

export function parseJsonLine<T>(line: string | undefined): T {
  try {
    return JSON.parse(line ?? '') as T;
  } catch {
    throw new BackupError(BACKUP_MSG.notBackup);
  }
}

export function parseHeader(line: string | undefined): BackupHeader {
  const header = parseJsonLine<Partial<BackupHeader>>(line);
  if (header?.format !== BACKUP_FORMAT || !Array.isArray(header.migrations) || !Array.isArray(header.sequences)) throw new BackupError(BACKUP_MSG.notBackup);
  if (typeof header.version !== 'number' || header.version > BACKUP_VERSION) throw new BackupError(BACKUP_MSG.newerVersion(Number(header.version)));
  return header as BackupHeader;
}

/** A PostgreSQL identifier, quoted. */
export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
