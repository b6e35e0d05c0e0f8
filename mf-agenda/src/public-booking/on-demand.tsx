import { useEffect, useState, type ComponentType } from 'react';
import { Frame, Notice, Skeleton } from './Frame';

/**
 * A page whose code downloads when it is opened (docs/architecture.md ('First visit')): the loading frame meanwhile,
 * and on a failed download a notice with 'Tentar novamente' instead of a blank page (React.lazy would throw).
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>, subtitle?: string): ComponentType<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  const get = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  return function OnDemand(props: P) {
    const [state, setState] = useState<{ Page: ComponentType<P> } | 'loading' | 'failed'>('loading');
    const [attempt, setAttempt] = useState(0);
    useEffect(() => {
      let alive = true;
      get().then(
        (Page) => alive && setState({ Page }),
        () => alive && setState('failed'),
      );
      return () => {
        alive = false;
      };
    }, [attempt]);
    if (state === 'failed') {
      return (
        <Frame subtitle={subtitle}>
          <Notice icon="alert" tone="bad" title="Não foi possível abrir a página">
            <p className="ob-lead">Verifique sua conexão e tente novamente.</p>
            <button type="button" className="ob-btn" onClick={() => (setState('loading'), setAttempt((n) => n + 1))}>
              Tentar novamente
            </button>
          </Notice>
        </Frame>
      );
    }
    if (state === 'loading') {
      return (
        <Frame subtitle={subtitle}>
          <Skeleton rows={3} />
        </Frame>
      );
    }
    return <state.Page {...props} />;
  };
}
