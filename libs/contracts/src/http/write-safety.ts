/**
 * Writes that survive retries and races (docs/architecture.md): the header a client sends with each user
 * action that creates or moves something, the header a replayed answer carries, and the stale-version rule.
 * No yup here: web-core's http client reads these on every page, /login included, and importing '../yup' (which
 * sets yup's pt-BR locale, a side effect) would put all of yup into that first load. The `version` field rule is
 * in ./version-field.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
/** Printable ASCII, as the IETF draft's examples (UUIDs and the like); bounded so a key is never a payload. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export const WRITE_SAFETY_MSG = {
  staleVersion: 'Este registro foi alterado por outra pessoa. Recarregue para ver a versão atual.',
  removed: 'Este registro foi removido por outra pessoa.',
  invalidVersion: 'Versão do registro inválida.',
  invalidKey: 'Chave de idempotência inválida: use de 1 a 255 caracteres visíveis, sem espaços.',
  keyReused: 'Esta chave de idempotência já foi usada com outra requisição. Gere uma nova chave para uma nova operação.',
  inProgress: 'Uma requisição com esta chave de idempotência ainda está em andamento. Tente novamente em instantes.',
  answerLost: 'Esta operação já foi concluída, mas a resposta anterior se perdeu. Atualize a página para ver o resultado.',
} as const;
