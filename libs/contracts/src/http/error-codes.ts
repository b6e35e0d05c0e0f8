/**
 * Stable codes beside the pt-BR message (`{ message, code }`): one domain recognises another's failure, and a
 * screen branches, on these, never on the text (docs/architecture.md, 'Error codes').
 */
export const ERROR_CODES = {
  staleVersion: 'stale_version',
  idempotencyKeyReused: 'idempotency_key_reused',
  idempotencyInProgress: 'idempotency_in_progress',
  idempotencyAnswerLost: 'idempotency_answer_lost',
  /** The professional already has an appointment overlapping that time (the agenda's exclusion constraint). */
  slotTaken: 'slot_taken',
  /** A new collaborator over the plan's staff limit: the screen opens the upgrade dialog. */
  staffLimit: 'staff_limit',
  /** The professional blocked that time (lunch, course, meeting: docs/product/states.md 'Time blocks'). */
  staffBlocked: 'staff_blocked',
  /** Another client of the establishment has this phone: the answer names it (`existingClientId`); resend with `confirmDuplicate`. */
  duplicatePhone: 'duplicate_phone',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
