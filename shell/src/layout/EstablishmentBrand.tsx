import { Typography, theme } from 'antd';
import { useEstablishment } from '@salao/web-core';
import { Logo } from './Logo';

/** The sidebar's top: the establishment's logo and name once known, the product's mark before that. */
export function EstablishmentBrand() {
  const { data } = useEstablishment();
  const { token } = theme.useToken();
  if (!data) return <Logo />;
  return (
    <span data-testid="sidebar-brand" style={{ display: 'flex', alignItems: 'center', gap: 10, minWidth: 0 }}>
      {data.logo ? (
        <img
          src={data.logo}
          alt={`Logo de ${data.name}`}
          width={36}
          height={36}
          style={{ objectFit: 'contain', borderRadius: 8, background: token.colorFillQuaternary, flex: 'none' }}
        />
      ) : (
        <Logo size={18} compact />
      )}
      <Typography.Text strong ellipsis={{ tooltip: data.name }} style={{ fontSize: 16 }}>
        {data.name}
      </Typography.Text>
    </span>
  );
}
