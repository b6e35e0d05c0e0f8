import { createECDH, randomBytes } from 'node:crypto';
import { usableKeys } from './push.client';

describe('usableKeys', () => {
  it('accepts a browser-like P-256 key with a 16-byte auth secret, refuses anything else', () => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const good = { p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') };
    expect(usableKeys(good)).toBe(true);
    expect(usableKeys({ ...good, p256dh: `B${'A'.repeat(86)}` })).toBe(false);
    expect(usableKeys({ ...good, auth: randomBytes(15).toString('base64url') })).toBe(false);
  });
});
