/** docs/product/entities.md Service. staffIds is a JSON-encoded array of staff ids as strings, e.g. '["1","4"]'. */
export interface ServiceDto {
  id: number;
  name: string;
  duration: number;
  price: string;
  /** Category name; null = 'Sem categoria'. */
  category: string | null;
  staffIds: string;
  description: string | null;
  /** The pause ('tempo de pausa'): from this many minutes after the start, for processingMinutes, she may take another client. */
  processingStartMinutes: number;
  processingMinutes: number;
  /** 'Intervalo após': minutes after the end during which she is still busy. */
  cleanupMinutes: number;
  /** docs/product/deposits.md: the deposit asked when booked online (percent 1–100, or cents), kept when she misses or cancels late. */
  depositType: 'percent' | 'fixed' | null;
  depositValue: number | null;
  depositKeepHours: number;
  /** Sent back with an edit: a stale one is refused (409). */
  version: number;
}

/** POST/PUT /api/services: staffIds accepted as an array or as SPEC's JSON-encoded string. */
export interface ServiceWrite {
  name: string;
  duration: number;
  price: string | number;
  category: string;
  staffIds: (string | number)[] | string;
  description?: string | null;
  /** Optional, 0 when absent (SPEC's payloads have none). */
  processingStartMinutes?: number;
  processingMinutes?: number;
  cleanupMinutes?: number;
  depositType?: 'percent' | 'fixed' | null;
  depositValue?: number | null;
  depositKeepHours?: number;
  establishmentId?: number;
  version?: number;
}

export interface ServiceCategoryDto {
  id: number;
  name: string;
  description: string | null;
}
