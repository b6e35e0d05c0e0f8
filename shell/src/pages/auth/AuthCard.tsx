import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cssVar } from '../../app/shell-tokens';
import { Logo } from '../../layout/Logo';

/**
 * Centered card of the login, password, registration and payment pages. Plain elements styled with the
 * theme's CSS variables (shell-tokens.ts): /login downloads no antd.
 */
export function AuthCard({ title, subtitle, children, width = 440 }: { title: ReactNode; subtitle?: ReactNode; children: ReactNode; width?: number }) {
  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        padding: '32px 16px',
        boxSizing: 'border-box',
        background: cssVar('colorBgLayout'),
      }}
    >
      {/* The name begins with the visible word (WCAG 2.5.3, label in name) and says where the link goes. */}
      <Link to="/" style={{ marginBottom: 24 }} aria-label="Salão, página inicial">
        <Logo size={24} />
      </Link>
      <main
        style={{
          width: '100%',
          maxWidth: width,
          boxSizing: 'border-box',
          padding: 24,
          borderRadius: 10,
          background: cssVar('colorBgContainer'),
          border: `1px solid ${cssVar('colorBorderSecondary')}`,
          color: cssVar('colorText'),
          fontSize: 14,
        }}
      >
        <h1 style={{ fontSize: 24, fontWeight: 600, margin: `0 0 ${subtitle ? 4 : 24}px`, textAlign: 'center', color: cssVar('colorTextHeading') }}>{title}</h1>
        {subtitle && <p style={{ textAlign: 'center', margin: '0 0 24px', color: cssVar('colorTextSecondary') }}>{subtitle}</p>}
        {children}
      </main>
    </div>
  );
}
