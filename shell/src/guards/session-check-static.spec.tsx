/// <reference types="node" />
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { SHELL_TOKENS, tokenVariable } from '../app/shell-tokens';
import { FullScreenSpinner } from './FullScreenSpinner';

/** The tokens FullScreenSpinner reads, as the CSS variables applyShellTheme sets (shell-tokens.ts). */
const TOKENS = ['colorBgLayout', 'colorPrimaryBg', 'colorPrimary', 'colorTextSecondary'] as const;
const vars = (mode: 'light' | 'dark') => TOKENS.map((t) => `${tokenVariable(t)}: ${SHELL_TOKENS[mode][t]};`).join(' ');

/**
 * The variables of both themes before the script sets them (the system's scheme decides, or the `theme` cookie's
 * data-theme, as ThemeRoot's first choice does), the body's background and the ring's turn.
 */
function sessionCheckCss(): string {
  return [
    `:root { ${vars('light')} }`,
    `@media (prefers-color-scheme: dark) { :root:not([data-theme='light']) { ${vars('dark')} } }`,
    `:root[data-theme='dark'] { ${vars('dark')} }`,
    'body { background: var(--salao-color-bg-layout); }',
    '@keyframes salao-spin { to { transform: rotate(360deg) } }',
  ].join('\n');
}

// The shell build puts these in area.html (rspack.config.cjs), the first answer for an area page to a browser with a
// session: SPEC's 'Verificando permissões...' spinner paints before any script runs, and React's first screen is
// the same markup (docs/architecture.md, 'First visit'). After a change of the spinner or the tokens, rewrite them with:
// SESSION_CHECK_STATIC_WRITE=1 npx jest session-check-static
test.each([
  ['session-check-static.html', () => renderToStaticMarkup(<FullScreenSpinner />)],
  ['session-check-static.css', sessionCheckCss],
])('%s is what the spinner renders and reads', (name, make) => {
  const file = join(__dirname, name);
  if (process.env.SESSION_CHECK_STATIC_WRITE) writeFileSync(file, `${make()}\n`);
  // The formatter lays the stylesheet out on its own lines: only its rules are compared.
  const rules = (text: string) => text.replace(/\s+/g, '').replace(/;}/g, '}');
  expect(rules(readFileSync(file, 'utf8'))).toBe(rules(make()));
});
