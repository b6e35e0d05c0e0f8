/** The most of an anonymous visitor's text an outgoing message carries. */
export const VISITOR_TEXT_MAX = 60;

/** Anything a mail or chat client would turn into a link: a scheme, `www.`, an e-mail address or a bare domain. */
const LINKISH = /\b[a-z][a-z0-9+.-]*:\/*\S*|\bwww\.\S*|\S+@\S+|\b[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)*\.[a-z]{2,}\b\S*/giu;

/**
 * What an anonymous visitor typed (a booking's name, a sign-up's name), made safe to put in a message sent to
 * someone else's address: no links, no controls, one line, at most 60 characters. So the salon's messages cannot
 * be used to mail arbitrary text with a link to anyone.
 */
export function visitorText(raw: string): string {
  const flat = raw
    .replace(LINKISH, ' ')
    .replace(/[\p{C}\s]+/gu, ' ')
    .trim();
  const chars = [...flat];
  return chars.length <= VISITOR_TEXT_MAX
    ? flat
    : `${chars
        .slice(0, VISITOR_TEXT_MAX - 1)
        .join('')
        .trimEnd()}…`;
}
