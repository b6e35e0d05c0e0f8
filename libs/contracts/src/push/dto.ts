/** GET /api/push/public-key: the VAPID public key (base64url) the browser subscribes with. */
export interface PushPublicKeyDto {
  publicKey: string;
}

/** The browser's PushSubscription.toJSON(), as POST /api/push/subscriptions receives it. */
export interface PushSubscriptionInput {
  endpoint: string;
  expirationTime?: number | null;
  keys: { p256dh: string; auth: string };
}

/** What a push carries (pt-BR): the service worker shows title/body and opens url on click. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
}
