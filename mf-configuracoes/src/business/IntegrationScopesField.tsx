import { Checkbox, Tag, Typography } from 'antd';
import { INTEGRATION_SCOPE_LABELS, INTEGRATION_SCOPES, INTEGRATION_SCOPES_PLAN, type IntegrationScope } from '@salao/contracts';

/**
 * The scopes of a new key (docs/product/api.md 'Integration keys'): each opens the /api routes it names. Only
 * the Expert plan's keys take them; without any, the key calls the n8n routes alone.
 */
export function IntegrationScopesField({
  value,
  onChange,
  enabled,
}: {
  value: IntegrationScope[];
  onChange: (scopes: IntegrationScope[]) => void;
  enabled: boolean;
}) {
  return (
    <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
      <legend style={{ fontSize: 14, fontWeight: 600, marginBottom: 8 }}>Permissões da chave (API completa)</legend>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {enabled
          ? 'Cada permissão libera as rotas da API que as telas usam. Sem nenhuma, a chave serve só às rotas do n8n.'
          : `Permissões são do plano ${INTEGRATION_SCOPES_PLAN}. Sem elas, a chave serve às rotas do n8n.`}
      </Typography.Paragraph>
      <Checkbox.Group
        value={value}
        disabled={!enabled}
        onChange={(checked) => onChange(checked as IntegrationScope[])}
        style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 8 }}
        options={INTEGRATION_SCOPES.map((scope) => ({
          value: scope,
          label: (
            <span>
              {INTEGRATION_SCOPE_LABELS[scope]} <Typography.Text type="secondary">({scope})</Typography.Text>
            </span>
          ),
        }))}
      />
    </fieldset>
  );
}

/** A key's scopes as tags, or what a key without any may call. */
export function ScopeTags({ scopes }: { scopes: IntegrationScope[] }) {
  if (!scopes.length) return <Tag>Somente n8n</Tag>;
  return (
    <>
      {scopes.map((scope) => (
        <Tag key={scope} color="blue" title={scope}>
          {INTEGRATION_SCOPE_LABELS[scope]}
        </Tag>
      ))}
    </>
  );
}
