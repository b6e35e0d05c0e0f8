/** docs/product/entities.md Client. lastVisit: ISO instant of the last completed appointment, or null. */
export interface ClientDto {
  id: number;
  name: string;
  phone: string;
  email: string | null;
  address: string | null;
  notes: string | null;
  lastVisit: string | null;
  /** Sent back with an edit: a stale one is refused (409). */
  version: number;
}
