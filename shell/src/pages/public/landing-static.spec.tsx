/// <reference types="node" />
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { LandingHero } from './LandingHero';
import { PublicHeader } from './PublicHeader';

/** What the page's first screen renders: landing.html shows exactly this until React replaces it. */
function landingStaticMarkup(): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <PublicHeader />
      <main>
        <LandingHero />
      </main>
    </MemoryRouter>,
  );
}

// The static header and hero that the shell build puts in landing.html (rspack.config.cjs) are React's markup, text
// and classes: no other heading, and no box that moves, when the page's code takes over (docs/architecture.md 'First visit').
// After a change of the hero or the header, rewrite the file with: LANDING_STATIC_WRITE=1 npx jest landing-static
test('landing-static.html is the markup React renders for the header and the hero', () => {
  const file = join(__dirname, 'landing-static.html');
  if (process.env.LANDING_STATIC_WRITE) writeFileSync(file, `${landingStaticMarkup()}\n`);
  expect(readFileSync(file, 'utf8').trim()).toBe(landingStaticMarkup());
});
