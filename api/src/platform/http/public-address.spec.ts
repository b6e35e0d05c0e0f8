import { startFakeDns } from '../../../test/support/fake-dns';
import { endpointPolicy, isPublicAddress, resolvesPrivate } from './public-address';

describe('push endpoint policy (no SSRF through a forged subscription)', () => {
  it('refuses loopback, private, link-local, CGNAT and mapped private addresses', () => {
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.0.10',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
    ]) {
      expect([ip, isPublicAddress(ip)]).toEqual([ip, false]);
    }
    for (const ip of ['142.250.79.10', '2607:f8b0:4004:c1b::5f', '::ffff:8.8.8.8']) expect([ip, isPublicAddress(ip)]).toEqual([ip, true]);
  });

  it('only https on a public host, unless the host is on the test allowlist', () => {
    expect(endpointPolicy('https://fcm.googleapis.com/fcm/send/abc', [])).toMatchObject({ allowlisted: false });
    for (const raw of [
      'http://fcm.googleapis.com/x',
      'https://127.0.0.1/x',
      'https://localhost/x',
      'https://a.localhost/x',
      'https://[::1]/x',
      'https://10.0.0.5/x',
      'https://intranet/x',
      'https://u:p@fcm.googleapis.com/x',
      'ftp://fcm.googleapis.com/x',
      'nada',
    ]) {
      expect([raw, endpointPolicy(raw, [])]).toEqual([raw, null]);
    }
    expect(endpointPolicy('http://127.0.0.1:9999/push/1', ['127.0.0.1'])).toMatchObject({ allowlisted: true });
    expect(endpointPolicy('https://fcm.googleapis.com./fcm/send/abc', [])).toMatchObject({ allowlisted: false });
    expect(endpointPolicy('http://127.0.0.2:9999/push/1', ['127.0.0.1'])).toBeNull();
  });

  it('sees through other spellings: trailing dots, decimal, hex and octal IPv4, mapped and tunnelled IPv6, local names', () => {
    const spellings = [
      'https://localhost.:4109/',
      'https://LOCALHOST../x',
      'https://a.localhost./x',
      'https://[::1]/x',
      'https://[0:0:0:0:0:0:0:1]/x',
      'https://0.0.0.0/x',
      'https://0/x',
      'https://2130706433/x',
      'https://0x7f000001/x',
      'https://0x7f.1/x',
      'https://0177.0.0.1/x',
      'https://127.1/x',
      'https://10.0.0.1./x',
      'https://[::ffff:127.0.0.1]/x',
      'https://[::ffff:a00:1]/x',
      'https://[2002:7f00:1::]/x',
      'https://printer.local/x',
      'https://db.internal/x',
      'https://router.home.arpa/x',
    ];
    for (const raw of spellings) expect([raw, endpointPolicy(raw, [])]).toEqual([raw, null]);
  });

  it('a name resolving to loopback is refused; one that does not resolve here is left to the send-time check', async () => {
    const dns = await startFakeDns({ 'push.exemplo.com.br': ['127.0.0.1'], 'fcm.exemplo.com.br': ['142.250.0.1'] });
    const silent = await startFakeDns({}, { silent: true });
    try {
      expect(await resolvesPrivate('push.exemplo.com.br', [dns.server])).toBe(true);
      expect(await resolvesPrivate('fcm.exemplo.com.br', [dns.server])).toBe(false);
      expect(await resolvesPrivate('nao-existe.exemplo.com.br', [dns.server])).toBe(false);
      // A name server that never answers: accepted at once (the send checks again), not after the system's retries.
      const started = Date.now();
      expect(await resolvesPrivate('lento.exemplo.com.br', [silent.server])).toBe(false);
      expect(Date.now() - started).toBeLessThan(4000);
    } finally {
      await dns.close();
      await silent.close();
    }
  });
});
