import type { ReactElement } from 'react';
import { PUBLIC_BOOKING_MSG } from '@salao/contracts';
import { usePublicGet, type PublicApiError } from './api';
import { Frame, Notice, Skeleton } from './Frame';

/** What a public page says when its fetch fails (an unknown address, an invalid link, no connection…). */
export interface LoadProblem {
  icon: 'search' | 'alert';
  tone: 'warn' | 'bad';
  title: string;
  text: string;
  /** Offers 'Tentar novamente' (a failure that another attempt may fix). */
  retry: boolean;
}

interface PageOptions {
  /** How many skeleton rows stand for the page while it loads. */
  rows: number;
  /** The frame's subtitle while loading. */
  subtitle?: string;
  problem: (error: PublicApiError) => LoadProblem;
  /** What to show instead of the notice when the address is unknown (404): the booking page tries a network's slug. */
  whenMissing?: ReactElement;
}

/** Either the loaded data or the screen that stands in for the page: a skeleton while loading, a notice on failure. */
/** A public page that did not load: an unknown address (no retry), or anything else (its message, and a retry). */
export function pageProblem(error: PublicApiError): LoadProblem {
  const missing = error.status === 404;
  return {
    icon: 'search',
    tone: 'warn',
    title: missing ? PUBLIC_BOOKING_MSG.pageNotFound : 'Não foi possível abrir a página',
    text: missing ? 'Confira o endereço com o estabelecimento.' : error.message,
    retry: !missing,
  };
}

export type PublicPage<T> = { data: T; screen?: undefined } | { data?: undefined; screen: ReactElement };

/** GET the public establishment, booking or offer a page shows, and its loading and failure screens. */
export function usePublicPage<T>(path: string, { rows, subtitle, problem, whenMissing }: PageOptions): PublicPage<T> {
  const loaded = usePublicGet<T>(path);
  if (loaded.error?.status === 404 && whenMissing) return { screen: whenMissing };
  if (loaded.error) {
    const shown = problem(loaded.error);
    return {
      screen: (
        <Frame>
          <Notice icon={shown.icon} tone={shown.tone} title={shown.title}>
            <p className="ob-lead">{shown.text}</p>
            {shown.retry && (
              <button type="button" className="ob-btn" onClick={loaded.reload}>
                Tentar novamente
              </button>
            )}
          </Notice>
        </Frame>
      ),
    };
  }
  if (loaded.data === undefined || loaded.data === null) {
    return {
      screen: (
        <Frame subtitle={subtitle}>
          <Skeleton rows={rows} />
        </Frame>
      ),
    };
  }
  return { data: loaded.data };
}
