import { PUSH_MSG } from './messages';
import { pushSubscriptionSchema, pushUnsubscribeSchema } from './schema';

const subscription = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc123',
  expirationTime: null,
  keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
};

describe('push subscription schemas', () => {
  it('takes what PushSubscription.toJSON() gives', () => {
    expect(pushSubscriptionSchema.validateSync(subscription)).toEqual(subscription);
    expect(pushUnsubscribeSchema.validateSync({ endpoint: subscription.endpoint })).toEqual({ endpoint: subscription.endpoint });
  });

  it('refuses an endpoint that is not an absolute http(s) URL', () => {
    for (const endpoint of ['ftp://x.example/a', '/relative', 'https://x.example/a b', undefined, `https://x.example/${'a'.repeat(2048)}`]) {
      expect(() => pushSubscriptionSchema.validateSync({ ...subscription, endpoint })).toThrow('Endereço da inscrição de notificações inválido.');
    }
    expect(() => pushUnsubscribeSchema.validateSync({})).toThrow(PUSH_MSG.endpoint);
  });

  it('refuses keys that are missing, of the wrong size or not base64url', () => {
    const keys = [
      undefined,
      'nada',
      { p256dh: 'B'.repeat(87) },
      { p256dh: 'B'.repeat(40), auth: 'a'.repeat(22) },
      { p256dh: `${'B'.repeat(86)}+`, auth: 'a'.repeat(22) },
    ];
    for (const k of keys) {
      expect(() => pushSubscriptionSchema.validateSync({ ...subscription, keys: k })).toThrow('Chaves da inscrição de notificações inválidas.');
    }
  });
});
