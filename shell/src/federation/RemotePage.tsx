import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { ErrorBoundary, PageFallbackContext } from '@salao/web-core/host';
import { loadRemoteRoutes, remoteRoutesIfLoaded, resetRemote } from './remotes';
import { AreaSpinner } from '../guards/FullScreenSpinner';
import { RemoteErrorCard } from './RemoteErrorCard';

type Result = { key: string; Page: ComponentType | null };

/** Loads the page for `path` from `remote`; a failure shows the error card with a retry button. */
export function RemotePage({ remote, path }: { remote: string; path: string }) {
  const [attempt, setAttempt] = useState(0);
  // One key per load; a result for another key (previous page or attempt) means "still loading".
  const key = `${remote}|${path}|${attempt}`;
  // A remote already loaded (the landing page's preload, an earlier page) draws its page in this first render.
  const [result, setResult] = useState<Result | null>(() => {
    const Page = remoteRoutesIfLoaded(remote)?.[path];
    return Page ? { key, Page } : null;
  });

  useEffect(() => {
    let alive = true;
    loadRemoteRoutes(remote)
      .then((routes) => {
        const Page = routes[path];
        if (!Page) throw new Error(`${remote} não expõe ${path}`);
        if (alive) setResult({ key, Page });
      })
      .catch((error: unknown) => {
        console.error(error);
        if (alive) setResult({ key, Page: null });
      });
    return () => {
      alive = false;
    };
  }, [remote, path, key]);

  const retry = useCallback(() => {
    void resetRemote(remote).finally(() => setAttempt((n) => n + 1));
  }, [remote]);

  if (!result || result.key !== key) return <AreaSpinner />;
  if (!result.Page) return <RemoteErrorCard onRetry={retry} />;
  const { Page } = result;
  return (
    // A page that throws while rendering stays inside its area: the card, then a fresh load on retry.
    <ErrorBoundary
      key={attempt}
      label="Erro ao exibir módulo remoto"
      renderError={(reset) => (
        <RemoteErrorCard
          onRetry={() => {
            reset();
            retry();
          }}
        />
      )}
    >
      {/* The remote's lazy pages show the shell's spinner while their code loads. */}
      <PageFallbackContext.Provider value={<AreaSpinner />}>
        <Page />
      </PageFallbackContext.Provider>
    </ErrorBoundary>
  );
}
