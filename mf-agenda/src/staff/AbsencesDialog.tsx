import { useState } from 'react';
import { Button, Flex, Modal, Tag, Typography, theme } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { ABSENCE_TYPE_LABELS, formatDate, type AbsenceDto, type StaffDto } from '@salao/contracts';
import { api, useLiveWrite } from '@salao/web-core';
import { EmptyState, useConfirmDelete } from '@salao/web-core/ui';
import { AbsenceFormDialog } from './AbsenceFormDialog';
import { absencesKey } from './absences';

const TYPE_COLOR: Record<AbsenceDto['type'], string> = { vacation: 'blue', sick_leave: 'red', time_off: 'gold' };

/** A collaborator's vacations and time off: list, add, edit, delete with confirmation (docs/product/screens.md). */
export default function AbsencesDialog({ staff, onClose }: { staff: StaffDto; onClose: () => void }) {
  const { token } = theme.useToken();
  const key = absencesKey(staff.id);
  const absences = useQuery<AbsenceDto[]>({ queryKey: key, staleTime: 0 });
  const [editing, setEditing] = useState<AbsenceDto | 'new' | null>(null);
  const [confirm, confirmHolder] = useConfirmDelete();
  const remove = useLiveWrite({ write: (id: number) => api.delete(`${key[0]}/${id}`), causes: [], also: [key] });

  const onDelete = async (id: number) => {
    if (!(await confirm('Tem certeza que deseja remover estas férias/folga?'))) return;
    try {
      await remove.mutateAsync(id);
    } catch (error) {
      console.error('Erro ao remover ausência', error);
    }
  };

  const list = [...(absences.data ?? [])].sort((a, b) => b.startDate.localeCompare(a.startDate));
  return (
    <Modal open onCancel={onClose} title={`Férias e Folgas — ${staff.name}`} footer={<Button onClick={onClose}>Fechar</Button>}>
      {confirmHolder}
      <Flex justify="flex-end" style={{ margin: '12px 0' }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          Nova Ausência
        </Button>
      </Flex>
      {absences.isLoading ? null : list.length === 0 ? (
        <EmptyState title="Nenhuma ausência cadastrada" />
      ) : (
        <Flex vertical gap={8}>
          {list.map((a) => (
            <Flex
              key={a.id}
              align="center"
              gap={8}
              data-testid="absence-item"
              style={{ padding: '8px 12px', borderRadius: token.borderRadius, border: `1px solid ${token.colorBorderSecondary}` }}
            >
              <Flex vertical style={{ flex: 1, minWidth: 0 }}>
                <Flex gap={8} align="center" wrap>
                  <Tag color={TYPE_COLOR[a.type]}>{ABSENCE_TYPE_LABELS[a.type]}</Tag>
                  <Typography.Text>
                    {formatDate(a.startDate.slice(0, 10))} a {formatDate(a.endDate.slice(0, 10))}
                  </Typography.Text>
                </Flex>
                {a.reason && <Typography.Text type="secondary">{a.reason}</Typography.Text>}
              </Flex>
              <Button type="text" icon={<EditOutlined />} onClick={() => setEditing(a)} aria-label="Editar ausência" />
              <Button type="text" danger icon={<DeleteOutlined />} onClick={() => void onDelete(a.id)} aria-label="Remover ausência" />
            </Flex>
          ))}
        </Flex>
      )}
      {editing && <AbsenceFormDialog staffId={staff.id} absence={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Modal>
  );
}
