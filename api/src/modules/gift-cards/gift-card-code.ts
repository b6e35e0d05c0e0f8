import { randomInt } from 'node:crypto';
import { GIFT_CARD_CODE_ALPHABET } from '@salao/contracts';

/** A new card's code: 16 characters of a 31-letter alphabet from the CSPRNG (~79 bits), as 4 groups of 4. */
export function newGiftCardCode(): string {
  const chars = Array.from({ length: 16 }, () => GIFT_CARD_CODE_ALPHABET[randomInt(GIFT_CARD_CODE_ALPHABET.length)]);
  return [0, 4, 8, 12].map((n) => chars.slice(n, n + 4).join('')).join('-');
}
