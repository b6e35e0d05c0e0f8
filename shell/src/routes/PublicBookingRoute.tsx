import { useEffect, useState, type ComponentType } from 'react';
import { loadRemoteModule, resetRemote } from '../federation/remotes';
import { matchPublicBooking, type PublicBookingPageName } from './public-booking-routes';

type Pages = Record<PublicBookingPageName, ComponentType<{ param: string }>>;

// Plain elements and inline styles: this route must not download antd (its budget is 150 KB gzip of JavaScript).
const box = { minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 24, textAlign: 'center', background: '#f5f5f7', color: '#1f1f23' } as const;
const button = {
  minHeight: 48,
  padding: '0 20px',
  border: 0,
  borderRadius: 12,
  background: '#7c3aed',
  color: '#fff',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
} as const;

/** The public booking pages (/agendar/…): mf-agenda draws them; the shell matches the path and contains failures. */
export function PublicBookingRoute({ pathname = window.location.pathname }: { pathname?: string }) {
  const match = matchPublicBooking(pathname);
  const [attempt, setAttempt] = useState(0);
  // One result per attempt; a result of an earlier attempt means "still loading".
  const [result, setResult] = useState<{ attempt: number; pages: Pages | null } | null>(null);

  useEffect(() => {
    let alive = true;
    loadRemoteModule<Pages>('mf_agenda', 'public-booking').then(
      (pages) => alive && setResult({ attempt, pages }),
      (error: unknown) => {
        console.error(error);
        if (alive) setResult({ attempt, pages: null });
      },
    );
    return () => {
      alive = false;
    };
  }, [attempt]);
  const pages = result?.attempt === attempt ? result.pages : undefined;

  if (!match) {
    return (
      <main style={box}>
        <div>
          <h1 style={{ fontSize: 22 }}>Página não encontrada</h1>
          <p>Confira o endereço com o estabelecimento.</p>
        </div>
      </main>
    );
  }
  if (pages === null) {
    return (
      <main style={box}>
        <div role="alert">
          <h1 style={{ fontSize: 22 }}>Erro ao carregar módulo</h1>
          <p>Não foi possível carregar esta página. Verifique sua conexão e tente novamente.</p>
          <button type="button" style={button} onClick={() => void resetRemote('mf_agenda').finally(() => setAttempt((n) => n + 1))}>
            Tentar novamente
          </button>
        </div>
      </main>
    );
  }
  if (!pages) {
    return (
      <main style={box} aria-busy="true">
        <span style={{ color: '#5f5f6b' }}>Carregando...</span>
      </main>
    );
  }
  const Page = pages[match.page];
  return <Page key={match.param} param={match.param} />;
}
