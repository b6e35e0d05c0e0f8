import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publicDataPath, publicPreloadLinks } from './public-preload';

describe('publicDataPath', () => {
  it('names the GET each public page makes first, encoded as the page encodes it', () => {
    expect(publicDataPath('/agendar/studio-bela')).toBe('/api/public/studio-bela');
    expect(publicDataPath('/agendar/studio-bela/')).toBe('/api/public/studio-bela');
    expect(publicDataPath('/agendar/reserva/abc123')).toBe('/api/public/bookings/abc123');
    expect(publicDataPath('/agendar/oferta/tok%20en')).toBe('/api/public/waitlist-offers/tok%20en');
  });

  it('names nothing for other paths, deeper paths or a malformed escape', () => {
    for (const path of ['/dashboard', '/agendar/', '/agendar', '/agendar/a/b', '/agendar/reserva/a/b', '/agendar/%E0%A4%A'])
      expect(publicDataPath(path)).toBeNull();
  });
});

describe('publicPreloadLinks', () => {
  const webRoot = mkdtempSync(join(tmpdir(), 'public-preload-'));
  mkdirSync(join(webRoot, 'mf-agenda/dist'), { recursive: true });
  writeFileSync(
    join(webRoot, 'mf-agenda/dist/mf-manifest.json'),
    JSON.stringify({
      metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        { name: 'routes', assets: { js: { sync: ['js/__federation_expose_routes.1234abcd.js'] } } },
        { name: 'public-booking', assets: { js: { sync: ['js/__federation_expose_public_booking.9876fedc.js'], async: ['js/later.5555aaaa.js'] } } },
      ],
    }),
  );
  const remotes = () => ({ mf_agenda: '/remotes/mf-agenda/mf-manifest.json' });

  it("starts the remotes list, mf-agenda's public page code and the salon's data together", () => {
    expect(publicPreloadLinks('/agendar/studio-bela', remotes, { webRoot })?.split(', ')).toEqual([
      '</remotes.json>; rel=preload; as=fetch; crossorigin=anonymous',
      '</remotes/mf-agenda/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous',
      '</remotes/mf-agenda/remoteEntry.js>; rel=preload; as=script',
      '</remotes/mf-agenda/js/__federation_expose_public_booking.9876fedc.js>; rel=preload; as=script',
      '</api/public/studio-bela>; rel=preload; as=fetch; crossorigin=anonymous',
    ]);
  });

  it('hints the data alone without a remotes list, and only the list for a released remote', () => {
    expect(publicPreloadLinks('/agendar/reserva/abc', () => null, { webRoot })).toBe(
      '</api/public/bookings/abc>; rel=preload; as=fetch; crossorigin=anonymous',
    );
    const released = () => ({ mf_agenda: { entry: '/releases/mf-agenda/2.0.0/mf-manifest.json', requires: { react: '^19.0.0' } } });
    expect(publicPreloadLinks('/agendar/oferta/xyz', released, { webRoot })?.split(', ')).toEqual([
      '</remotes.json>; rel=preload; as=fetch; crossorigin=anonymous',
      '</api/public/waitlist-offers/xyz>; rel=preload; as=fetch; crossorigin=anonymous',
    ]);
  });

  it('is null outside the public pages', () => {
    expect(publicPreloadLinks('/dashboard', remotes, { webRoot })).toBeNull();
  });
});
