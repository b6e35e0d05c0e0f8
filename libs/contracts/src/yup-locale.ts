import type { LocaleObject } from 'yup';

/** The field a rule talks about: its path when yup knows one (`hours[0].openTime`), else the value itself. */
const field = (path?: string) => (path ? `O campo "${path}"` : 'O valor');

/** What each of yup's types is called in a message ("deve ser um número"). */
const TYPE_NAMES: Record<string, string> = {
  string: 'um texto',
  number: 'um número',
  boolean: 'verdadeiro ou falso',
  date: 'uma data',
  array: 'uma lista',
  tuple: 'uma lista',
  object: 'um objeto',
};

type Params = { path?: string; type?: string };
const say = (rest: string) => (p: Params) => `${field(p.path)} ${rest}`;

/**
 * pt-BR messages for every rule yup can break without a message of its own, so no English default reaches
 * an answer or a form. Each names the field; the product's own rules carry SPEC's messages and win.
 */
export const YUP_LOCALE_PT_BR: LocaleObject = {
  mixed: {
    default: say('é inválido.'),
    required: say('é obrigatório.'),
    defined: say('é obrigatório.'),
    notNull: say('não pode ficar vazio.'),
    oneOf: say('tem um valor não permitido.'),
    notOneOf: say('tem um valor não permitido.'),
    notType: (p: Params) => `${field(p.path)} deve ser ${TYPE_NAMES[p.type ?? ''] ?? 'de outro formato'}.`,
  },
  string: {
    length: (p: Params & { length: number }) => `${field(p.path)} deve ter exatamente ${p.length} caracteres.`,
    min: (p: Params & { min: number }) => `${field(p.path)} deve ter pelo menos ${p.min} caracteres.`,
    max: (p: Params & { max: number }) => `${field(p.path)} deve ter no máximo ${p.max} caracteres.`,
    matches: say('tem um formato inválido.'),
    email: say('deve ser um e-mail válido.'),
    url: say('deve ser um endereço (URL) válido.'),
    uuid: say('tem um identificador inválido.'),
    datetime: say('deve ser uma data e hora válidas.'),
    datetime_precision: say('deve ser uma data e hora válidas.'),
    datetime_offset: say('deve ser uma data e hora válidas.'),
    trim: say('não pode começar nem terminar com espaços.'),
    lowercase: say('deve estar em letras minúsculas.'),
    uppercase: say('deve estar em letras maiúsculas.'),
  },
  number: {
    min: (p: Params & { min: number }) => `${field(p.path)} deve ser maior ou igual a ${p.min}.`,
    max: (p: Params & { max: number }) => `${field(p.path)} deve ser menor ou igual a ${p.max}.`,
    lessThan: (p: Params & { less: number }) => `${field(p.path)} deve ser menor que ${p.less}.`,
    moreThan: (p: Params & { more: number }) => `${field(p.path)} deve ser maior que ${p.more}.`,
    positive: say('deve ser um número positivo.'),
    negative: say('deve ser um número negativo.'),
    integer: say('deve ser um número inteiro.'),
  },
  date: { min: say('tem uma data cedo demais.'), max: say('tem uma data tarde demais.') },
  boolean: { isValue: say('tem um valor não permitido.') },
  object: { noUnknown: say('tem campos não permitidos.'), exact: say('tem campos não permitidos.') },
  array: {
    length: (p: Params & { length: number }) => `${field(p.path)} deve ter ${p.length} itens.`,
    min: (p: Params & { min: number }) => `${field(p.path)} deve ter pelo menos ${p.min} itens.`,
    max: (p: Params & { max: number }) => `${field(p.path)} deve ter no máximo ${p.max} itens.`,
  },
  tuple: { notType: say('deve ser uma lista.') },
};
