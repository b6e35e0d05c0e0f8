import type { PointerEvent } from 'react';
import { useEstablishment } from '@salao/web-core';
import { cssVar } from '../app/shell-tokens';
import { Logo } from './Logo';

/** A name cut by the ellipsis shows whole on hover, as antd's ellipsis tooltip did. */
function titleWhenCut(event: PointerEvent<HTMLElement>) {
  const el = event.currentTarget;
  el.title = el.scrollWidth > el.clientWidth ? (el.textContent ?? '') : '';
}

/** The sidebar's top: the establishment's logo and name once known, the product's mark before that. */
export function EstablishmentBrand() {
  const { data } = useEstablishment();
  if (!data) return <Logo />;
  return (
    <span data-testid="sidebar-brand" style={{ display: 'flex', alignItems: 'center', gap: 10, minWidth: 0 }}>
      {data.logo ? (
        <img
          src={data.logo}
          alt={`Logo de ${data.name}`}
          width={36}
          height={36}
          // antd's faintest fill (colorFillQuaternary) behind a logo with transparent parts.
          style={{ objectFit: 'contain', borderRadius: 8, background: 'var(--salao-color-fill-quaternary)', flex: 'none' }}
        />
      ) : (
        <Logo size={18} compact />
      )}
      <span
        className="salao-strong salao-ellipsis"
        style={{ fontSize: 16, lineHeight: 1.5714285714285714, color: cssVar('colorText') }}
        onPointerEnter={titleWhenCut}
      >
        {data.name}
      </span>
    </span>
  );
}
