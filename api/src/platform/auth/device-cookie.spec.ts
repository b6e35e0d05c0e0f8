import type { FastifyRequest } from 'fastify';
import { deviceCookieName, setDeviceCookie, trustedDevice } from './device-cookie';

const SECRET = 'segredo-de-teste';
const request = (cookies: Record<string, string>) => ({ cookies, protocol: 'http' }) as unknown as FastifyRequest;

/** What a login hands the browser, read back as the next login's request would carry it. */
function issued(email: string, cookies: Record<string, string> = {}): Record<string, string> {
  const jar: Record<string, string> = {};
  const reply = { setCookie: (name: string, value: string) => (jar[name] = value) };
  setDeviceCookie(request(cookies), reply as never, SECRET, email, 'http://localhost:3000');
  return jar;
}

describe('device cookies (OWASP): a browser that logged in to an account before', () => {
  it('is recognised for that account only, by a name that does not show the e-mail', () => {
    const jar = issued('ana@teste.com');
    const name = deviceCookieName(SECRET, 'ana@teste.com');
    expect(Object.keys(jar)).toEqual([name]);
    expect(name).not.toContain('ana');
    expect(trustedDevice(request(jar), SECRET, 'ana@teste.com')).toEqual(expect.any(String));
    expect(trustedDevice(request({ [deviceCookieName(SECRET, 'bia@teste.com')]: jar[name]! }), SECRET, 'bia@teste.com')).toBeNull();
  });

  it("keeps its id across logins; a forged or another secret's cookie is no device", () => {
    const jar = issued('ana@teste.com');
    const id = trustedDevice(request(jar), SECRET, 'ana@teste.com');
    expect(trustedDevice(request(issued('ana@teste.com', jar)), SECRET, 'ana@teste.com')).toBe(id);
    const name = deviceCookieName(SECRET, 'ana@teste.com');
    expect(trustedDevice(request({ [name]: `${id}.falsa` }), SECRET, 'ana@teste.com')).toBeNull();
    expect(trustedDevice(request({ [name]: `outro.${jar[name]!.split('.')[1]}` }), SECRET, 'ana@teste.com')).toBeNull();
    expect(trustedDevice(request(jar), 'outro-segredo', 'ana@teste.com')).toBeNull();
  });
});
