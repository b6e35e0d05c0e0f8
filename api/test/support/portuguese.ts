/**
 * Words of yup's, Fastify's, Nest's and PostgreSQL's English defaults that no pt-BR message of ours uses.
 * Quoted text (a field's path, `O campo "type"`) is left out: it names an identifier, not a word said. Not 'final':
 * ours say 'Data final' ('the final value' of yup's cast message is caught by its other words).
 */
const ENGLISH_WORDS = new Set(
  (
    'must be is are was were cannot can not null undefined defined required field fields invalid valid type the of to ' +
    'following value values match matches least most characters character number string array object boolean date ' +
    'greater less than equal positive negative integer items item later earlier trimmed lowercase uppercase upper lower ' +
    'bad request unauthorized forbidden found conflict internal server error unexpected expected missing body should ' +
    'and with cast validated configured nan infinity unknown property properties schema failed exceeded length ' +
    'format time too many requests payload large unsupported media method allowed unavailable service please try again ' +
    'syntax unterminated position token json parse reading reference violates constraint duplicate key relation column ' +
    'true false'
  ).split(' '),
);

/** The English words of a message (empty when it reads as ours); JSON is a format's name in both languages. */
export function englishWords(message: string): string[] {
  const unquoted = message.replace(/"[^"]*"/g, ' ');
  const words = unquoted.match(/[A-Za-zÀ-ÿ]+/g) ?? [];
  return words.filter((w) => w !== 'JSON' && ENGLISH_WORDS.has(w.toLowerCase()));
}

/** Reads as Portuguese: an accented letter or a word our messages are made of. */
export const PORTUGUESE =
  /[ãõçáéíóúâêôà]|\b(inválid[oa]s?|obrigatóri[oa]|não|campo|formato|limite|recurso|requisição|deve|tente|muitas|dados|informe|selecione|escolha|data|horário)\b/i;
