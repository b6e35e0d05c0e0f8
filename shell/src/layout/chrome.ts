import { lazyModule } from '@salao/web-core/host';

/** The chrome never waits longer than this for the landing page: a slow page must not hide the menu. */
const MAX_WAIT_MS = 3000;

let landingCode: Promise<unknown> = Promise.resolve();

/**
 * Holds the chrome's download until a returning user's landing page has its code (docs/architecture.md ('First visit')). On a first
 * visit the figures wait for bytes, not for the server: the menu's and the header's code (antd's Menu,
 * Tooltip, Badge, Avatar, Drawer: ~45 KB, before the chrome was drawn without antd) went down the same line at the
 * same time and pushed them back. Now the page comes first and the chrome follows a moment later, in a frame that
 * keeps its place.
 */
export function holdChromeFor(pageCode: Promise<unknown>): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, MAX_WAIT_MS);
  });
  landingCode = Promise.race([pageCode.catch(() => undefined), timeout]).finally(() => clearTimeout(timer));
}

/** The layout's chrome: the menu (sidebar, or drawer on small screens) and the header with its bell. */
const chrome = lazyModule(() => landingCode.then(() => import('./chrome-parts')));

/** The chrome once its code is here (null before); a failed download reaches the error boundary. */
export const useChrome = chrome.useLoaded;
