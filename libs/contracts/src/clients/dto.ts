/** One free question of a client's anamnesis and her answer (docs/product/entities.md 'Client'). */
export interface AnamnesisAnswer {
  question: string;
  answer: string;
}

/**
 * docs/product/entities.md Client. lastVisit: ISO instant of the last completed appointment, or null. birthday:
 * 'YYYY-MM-DD' or null. allergies, hairNotes, skinNotes and anamnesis are the client's anamnesis.
 */
export interface ClientDto {
  id: number;
  name: string;
  phone: string;
  email: string | null;
  address: string | null;
  notes: string | null;
  birthday: string | null;
  allergies: string | null;
  hairNotes: string | null;
  skinNotes: string | null;
  anamnesis: AnamnesisAnswer[];
  lastVisit: string | null;
  /** Sent back with an edit: a stale one is refused (409). */
  version: number;
}

/** GET /api/clients?after&limit: a cursor page in id order (next = the following page's after, null on the last). */
export interface ClientCursorPage {
  clients: ClientDto[];
  next: number | null;
}
