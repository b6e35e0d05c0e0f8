import { useEffect, useRef, type ReactNode } from 'react';
import { initials } from '@salao/contracts';
import { injectStyles } from './styles';

export interface FrameProps {
  name?: string;
  logoUrl?: string | null;
  subtitle?: string;
  /** Shows the back arrow. */
  onBack?: () => void;
  /** 0..1: the booking progress under the header. */
  progress?: number;
  /** The sticky bottom action bar. */
  bar?: ReactNode;
  children: ReactNode;
}

/** The public pages' frame: establishment header, content column and the sticky action bar. */
export function Frame({ name, logoUrl, subtitle = 'Agendamento online', onBack, progress, bar, children }: FrameProps) {
  injectStyles();
  useEffect(() => {
    document.title = name ? `${name} · Agendamento online` : 'Agendamento online';
  }, [name]);
  return (
    <div className="ob">
      <header className="ob-head">
        <div className="ob-head-in">
          {onBack && (
            <button type="button" className="ob-back" onClick={onBack} aria-label="Voltar">
              ‹
            </button>
          )}
          {logoUrl ? (
            <img className="ob-logo" src={logoUrl} alt="" />
          ) : (
            name && (
              <span className="ob-logo" aria-hidden="true">
                {initials(name)}
              </span>
            )
          )}
          <div style={{ minWidth: 0 }}>
            <p className="ob-head-name">{name ?? subtitle}</p>
            {name && <span className="ob-head-sub">{subtitle}</span>}
          </div>
        </div>
        {progress !== undefined && (
          <div className="ob-progress" aria-hidden="true">
            <span style={{ width: `${Math.round(progress * 100)}%` }} />
          </div>
        )}
      </header>
      <main className="ob-col">{children}</main>
      {bar && (
        <div className="ob-bar">
          <div className="ob-bar-in">{bar}</div>
        </div>
      )}
    </div>
  );
}

/** Moves focus to a step's heading when it changes, so screen readers and keyboards start there. */
export function StepTitle({ step, children }: { step?: string; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }, []);
  return (
    <>
      {step && <div className="ob-step">{step}</div>}
      <h1 className="ob-title" tabIndex={-1} ref={ref}>
        {children}
      </h1>
    </>
  );
}

export function Skeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div className="ob-stack" aria-busy="true" aria-label="Carregando">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="ob-skel" />
      ))}
    </div>
  );
}

const ICONS = {
  check: 'M5 12.5l4.5 4.5L19 7.5',
  clock: 'M12 7v5l3.5 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z',
  alert: 'M12 7.5v6M12 16.5v.5M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z',
  search: 'M15.5 15.5L20 20M17 10.5a6.5 6.5 0 1 1-13 0 6.5 6.5 0 0 1 13 0z',
} as const;

/** A full-page message (done, invalid link, page not found…), with a drawn icon (no emoji font needed). */
export function Notice({ icon, tone, title, children }: { icon: keyof typeof ICONS; tone?: 'ok' | 'warn' | 'bad'; title: string; children?: ReactNode }) {
  return (
    <div className="ob-hero">
      <div className={`ob-hero-icon${tone === 'warn' ? ' ob-warn' : tone === 'bad' ? ' ob-bad' : ''}`} aria-hidden="true">
        <svg width="36" height="36" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
          <path d={ICONS[icon]} />
        </svg>
      </div>
      <StepTitle>{title}</StepTitle>
      {children}
    </div>
  );
}

/** A failed action's pt-BR message, announced as it appears; nothing when there is none. */
export function ErrorLine({ error }: { error: { message: string } | null }) {
  if (!error) return null;
  return (
    <p className="ob-error" role="alert">
      {error.message}
    </p>
  );
}
