import type { ReactNode } from 'react';
import { theme } from 'antd';
import { Link } from 'react-router';
import { Logo } from '../../layout/Logo';

/**
 * Centered card of the login, password, registration and payment pages. Plain elements styled with the
 * theme tokens: antd's Card and Typography would add ~20 KB gzip to the /login first load.
 */
export function AuthCard({ title, subtitle, children, width = 440 }: { title: ReactNode; subtitle?: ReactNode; children: ReactNode; width?: number }) {
  const { token } = theme.useToken();
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
        background: token.colorBgLayout,
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
          borderRadius: token.borderRadiusLG,
          background: token.colorBgContainer,
          border: `1px solid ${token.colorBorderSecondary}`,
          color: token.colorText,
          fontSize: token.fontSize,
        }}
      >
        <h1 style={{ fontSize: 24, fontWeight: 600, margin: `0 0 ${subtitle ? 4 : 24}px`, textAlign: 'center', color: token.colorTextHeading }}>{title}</h1>
        {subtitle && <p style={{ textAlign: 'center', margin: '0 0 24px', color: token.colorTextSecondary }}>{subtitle}</p>}
        {children}
      </main>
    </div>
  );
}
