import { useSession } from '@salao/web-core';
import { existingRegistration, registerServiceWorker } from './register-sw';

/**
 * 'Nova versão disponível' (docs/product/overview.md): a new shell shows up as a waiting service worker (sw.js lists the
 * shell's files, so a new shell is a new worker); a new remote version as a changed /remotes.json.
 * Checked on start, every few minutes, and whenever the tab becomes visible or the network returns.
 */
const CHECK_EVERY_MS = 5 * 60_000;

let available = false;
let baseline: string | null = null;
let pendingRemotes: string | null = null;
let reloading = false;
const listeners = new Set<() => void>();

function setAvailable(value: boolean): void {
  if (available === value) return;
  available = value;
  for (const listener of listeners) listener();
}

export const updateStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  available: (): boolean => available,
};

function watchWorker(reg: ServiceWorkerRegistration): void {
  // A waiting worker while another one controls the page is a new shell; the very first install is not.
  if (reg.waiting && navigator.serviceWorker.controller) setAvailable(true);
  reg.addEventListener('updatefound', () => {
    const worker = reg.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && navigator.serviceWorker.controller) setAvailable(true);
    });
  });
}

export async function checkForUpdates(): Promise<void> {
  // A new shell arrives as a new worker (watchWorker shows the banner); not awaited: update() can take long.
  void existingRegistration().then((reg) => reg?.update().catch(() => undefined));
  const text = await fetch('/remotes.json', { cache: 'no-store', credentials: 'same-origin' })
    .then((res) => (res.ok ? res.text() : null))
    .catch(() => null);
  if (text === null) return;
  if (baseline === null) baseline = text;
  else if (text !== baseline && text !== pendingRemotes) {
    pendingRemotes = text;
    setAvailable(true);
  }
}

/** 'Atualizar Agora': the waiting worker takes over, then the page reloads with the new shell and remotes. */
export async function applyUpdate(): Promise<void> {
  const reg = await existingRegistration();
  const reload = () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  };
  const waiting = reg?.waiting;
  if (waiting) {
    navigator.serviceWorker.addEventListener('controllerchange', reload);
    waiting.addEventListener('statechange', () => waiting.state === 'activated' && reload());
    waiting.postMessage({ type: 'SKIP_WAITING' });
    // A busy device can take seconds to activate it, and a reload before that finds it still waiting (the banner
    // again): only a worker that never answers is given up on.
    setTimeout(reload, 15_000);
  } else reload();
}

/** 'Depois': hidden until something newer is published. */
export function dismissUpdate(): void {
  setAvailable(false);
}

let watching = false;

export function watchForUpdates(): void {
  if (watching) return;
  watching = true;
  whenSignedIn(() => void registerServiceWorker().then((reg) => reg && watchWorker(reg)));
  void checkForUpdates();
  setInterval(() => void checkForUpdates(), CHECK_EVERY_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void checkForUpdates();
  });
  window.addEventListener('online', () => void checkForUpdates());
}

/**
 * The worker precaches the whole shell (docs/product/overview.md ('PWA and push')): only a signed-in user's device
 * gets it, so a visitor of the landing or login page downloads none of the app's code it lists.
 */
function whenSignedIn(run: () => void): void {
  if (useSession.getState().user) return run();
  const stop = useSession.subscribe((state) => {
    if (!state.user) return;
    stop();
    run();
  });
}
