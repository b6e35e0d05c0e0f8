import * as yup from '../yup';
import { optionalId } from '../fields';
import { GIFT_CARD_MSG } from './messages';

/** GET /api/gift-cards?checkoutId: the cards a comanda sold. */
export const giftCardListSchema = yup.object({
  checkoutId: optionalId(GIFT_CARD_MSG.checkoutId).required(GIFT_CARD_MSG.checkoutId),
});
export type GiftCardListQuery = yup.InferType<typeof giftCardListSchema>;
