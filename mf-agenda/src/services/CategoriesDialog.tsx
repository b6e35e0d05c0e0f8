import { Button, Flex, Form, Input, Modal, Typography, theme } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useFormik } from 'formik';
import { serviceCategorySchema } from '@salao/contracts';
import { api, useLiveWrite, useSession } from '@salao/web-core';
import { EmptyState, useConfirmDelete } from '@salao/web-core/ui';
import { fieldStatus } from '@salao/web-core/forms';
import { CATEGORIES_KEY, useCategories } from './use-categories';

/** Manage categories: list, delete with confirmation, create (docs/product/screens.md). Failures are only logged (docs/product/errors.md). */
export default function CategoriesDialog({ onClose }: { onClose: () => void }) {
  const { token } = theme.useToken();
  const establishmentId = useSession((s) => s.user?.establishmentId);
  const categories = useCategories();
  const [confirm, confirmHolder] = useConfirmDelete();
  const create = useLiveWrite({
    write: (body: { name: string; description: string | null }) => api.post('/api/service-categories', { ...body, establishmentId }),
    causes: [],
    also: [CATEGORIES_KEY],
  });
  const remove = useLiveWrite({ write: (id: number) => api.delete(`/api/service-categories/${id}`), causes: [], also: [CATEGORIES_KEY] });

  const formik = useFormik({
    initialValues: { name: '', description: '' },
    validationSchema: serviceCategorySchema,
    onSubmit: async (values, helpers) => {
      try {
        await create.mutateAsync({ name: values.name.trim(), description: values.description.trim() || null });
        helpers.resetForm();
      } catch (error) {
        console.error('Erro ao criar categoria', error);
      }
    },
  });

  const onDelete = async (id: number) => {
    if (!(await confirm('Tem certeza que deseja remover esta categoria?'))) return;
    try {
      await remove.mutateAsync(id);
    } catch (error) {
      console.error('Erro ao remover categoria', error);
    }
  };

  return (
    <Modal open onCancel={onClose} title="Gerenciar Categorias" footer={<Button onClick={onClose}>Fechar</Button>}>
      {confirmHolder}
      <Flex vertical gap={8} style={{ margin: '12px 0 20px' }}>
        {(categories.data ?? []).length === 0 && !categories.isLoading ? (
          <EmptyState title="Nenhuma categoria cadastrada" />
        ) : (
          (categories.data ?? []).map((c) => (
            <Flex
              key={c.id}
              align="center"
              justify="space-between"
              data-testid="category-item"
              style={{ padding: '8px 12px', borderRadius: token.borderRadius, border: `1px solid ${token.colorBorderSecondary}` }}
            >
              <Flex vertical>
                <Typography.Text strong>{c.name}</Typography.Text>
                {c.description && <Typography.Text type="secondary">{c.description}</Typography.Text>}
              </Flex>
              <Button type="text" danger icon={<DeleteOutlined />} onClick={() => void onDelete(c.id)} aria-label={`Remover ${c.name}`} />
            </Flex>
          ))
        )}
      </Flex>
      <Typography.Title level={5}>Nova Categoria</Typography.Title>
      <Form layout="vertical" component="div">
        <Form.Item label="Nome" htmlFor="category-name" required {...fieldStatus(formik, 'name')}>
          <Input id="category-name" value={formik.values.name} onChange={(e) => void formik.setFieldValue('name', e.target.value)} />
        </Form.Item>
        <Form.Item label="Descrição" htmlFor="category-description">
          <Input id="category-description" value={formik.values.description} onChange={(e) => void formik.setFieldValue('description', e.target.value)} />
        </Form.Item>
        <Button type="primary" loading={formik.isSubmitting} onClick={() => formik.handleSubmit()}>
          Criar Categoria
        </Button>
      </Form>
    </Modal>
  );
}
