import type { MouseEvent } from 'react';
import { Button } from 'antd';
import { HistoryOutlined } from '@ant-design/icons';
import { AUDIT_ENTITY_LABELS, auditHistoryUrl, hasPermission, type AuditEntity } from '@salao/contracts';
import { useNavigate, useSession } from '@salao/web-core';

export interface AuditHistoryLinkProps {
  entity: AuditEntity;
  entityId: number;
  size?: 'small' | 'middle';
}

/**
 * 'Histórico': Configurações › Histórico de alterações filtered to one record (appointment, client, product…).
 * Shown only to who may read the log (the owner); a real link, so it also opens in a new tab.
 */
export function AuditHistoryLink({ entity, entityId, size = 'small' }: AuditHistoryLinkProps) {
  const allowed = useSession((s) => hasPermission(s.user?.role, 'audit.view'));
  const navigate = useNavigate();
  if (!allowed) return null;
  const url = auditHistoryUrl(entity, entityId);
  const open = (e: MouseEvent) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey) return;
    e.preventDefault();
    navigate(url);
  };
  return (
    <Button
      type="link"
      size={size}
      href={url}
      onClick={open}
      icon={<HistoryOutlined />}
      aria-label={`Histórico de alterações: ${AUDIT_ENTITY_LABELS[entity]} #${entityId}`}
      style={{ paddingInline: 4 }}
    >
      Histórico
    </Button>
  );
}
