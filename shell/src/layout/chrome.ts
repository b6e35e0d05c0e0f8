import { useEffect, useState } from 'react';

/** The layout's chrome: the menu (sidebar, or drawer on small screens) and the header with its bell. */
export type Chrome = typeof import('./chrome-parts');

/** The chrome never waits longer than this for the landing page: a slow page must not hide the menu. */
const MAX_WAIT_MS = 3000;

let landingCode: Promise<unknown> = Promise.resolve();
let loading: Promise<Chrome> | null = null;
let loaded: Chrome | null = null;

/**
 * Holds the chrome's download until a returning user's landing page has its code (issue 16 §5). On a first
 * visit the figures wait for bytes, not for the server: the menu's and the header's code (antd's Menu,
 * Tooltip, Badge, Avatar, Drawer: ~45 KB) went down the same line at the same time and pushed them back.
 * Now the page comes first and the chrome follows a moment later, in a frame that keeps its place.
 */
export function holdChromeFor(pageCode: Promise<unknown>): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, MAX_WAIT_MS);
  });
  landingCode = Promise.race([pageCode.catch(() => undefined), timeout]).finally(() => clearTimeout(timer));
}

function loadChrome(): Promise<Chrome> {
  loading ??= landingCode.then(() => import('./chrome-parts')).then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null; // tried again on the next mount
      throw error;
    },
  );
  return loading;
}

/** The chrome once its code is here (null before); a failed download reaches the error boundary. */
export function useChrome(): Chrome | null {
  const [state, setState] = useState<{ chrome: Chrome | null; error?: unknown }>(() => ({ chrome: loaded }));
  useEffect(() => {
    if (state.chrome) return;
    let alive = true;
    loadChrome().then(
      (chrome) => alive && setState({ chrome }),
      (error: unknown) => alive && setState({ chrome: null, error }),
    );
    return () => {
      alive = false;
    };
  }, [state.chrome]);
  if (state.error) throw state.error;
  return state.chrome;
}
