import { useState } from 'react';
import { AutoComplete, Form, Input } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useFormik } from 'formik';
import { WRITE_SAFETY_MSG, productSchema, type ProductDto, type ProductWrite } from '@salao/contracts';
import { FormDialog, fieldStatus, formikText, useVersionConflict } from '@salao/web-core/forms';
import { freshProduct } from './queries';
import { useProductMutations } from './use-product-mutations';

interface ProductValues {
  name: string;
  category: string;
  brand: string;
  price: string;
  cost: string;
  currentStock: string;
  minStock: string;
  description: string;
}

const CATEGORY_SUGGESTIONS = ['Cabelo', 'Unhas', 'Pele', 'Maquiagem', 'Barba', 'Acessórios'];
const money = (v: string | null | undefined) => (v == null || Number(v) === 0 ? '' : v.replace('.', ','));

const toValues = (product: ProductDto | null): ProductValues => ({
  name: product?.name ?? '',
  category: product?.category ?? '',
  brand: product?.brand ?? '',
  price: money(product?.price),
  cost: money(product?.cost),
  currentStock: product ? String(product.currentStock) : '',
  minStock: product ? String(product.minStock) : '',
  description: product?.description ?? '',
});

/**
 * 'Novo Produto' / 'Editar Produto', validated with the API's own schema. An edit sends the
 * version it read: when someone changed the product meanwhile (a sale, another edit) the save is refused, what
 * was typed stays, and 'Recarregar' brings the current values (docs/architecture.md, 'No lost updates').
 */
export default function ProductFormDialog({ product, categories, onClose }: { product: ProductDto | null; categories: string[]; onClose: () => void }) {
  const { save } = useProductMutations();
  const client = useQueryClient();
  const [version, setVersion] = useState(product?.version);
  const formik = useFormik<ProductValues>({
    initialValues: toValues(product),
    validationSchema: productSchema,
    onSubmit: async (values) => {
      // The schema's cast is the wire shape: exact decimal strings, whole stock numbers, a missing cost as 0.
      const body: ProductWrite = { ...(productSchema.validateSync(values) as ProductWrite), version };
      try {
        await save.mutateAsync({ id: product?.id ?? null, body });
        onClose();
      } catch (error) {
        // Other failures are toasted by the mutation; the dialog stays open either way.
        conflict.caught(error);
      }
    },
  });
  const conflict = useVersionConflict(
    async () => {
      const fresh = await freshProduct(client, product!.id);
      if (!fresh) throw new Error(WRITE_SAFETY_MSG.removed);
      return fresh;
    },
    (fresh) => {
      formik.resetForm({ values: toValues(fresh) });
      setVersion(fresh.version);
    },
  );
  const text = (name: keyof ProductValues) => formikText(formik, name, 'product');
  const options = [...new Set([...categories, ...CATEGORY_SUGGESTIONS])].map((value) => ({ value }));

  return (
    <FormDialog
      title={product ? 'Editar Produto' : 'Novo Produto'}
      onClose={onClose}
      submitLabel={product ? 'Salvar' : 'Adicionar Produto'}
      formik={formik}
      submitOnEnter
    >
      {conflict.alert}
      <Form.Item label="Nome" htmlFor="product-name" required {...fieldStatus(formik, 'name')}>
        <Input {...text('name')} autoFocus placeholder="Ex.: Shampoo Hidratante 300ml" />
      </Form.Item>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', columnGap: 12 }}>
        <Form.Item label="Categoria" htmlFor="product-category" required {...fieldStatus(formik, 'category')}>
          <AutoComplete
            id="product-category"
            options={options}
            value={formik.values.category}
            onChange={(v: string) => void formik.setFieldValue('category', v)}
            onBlur={() => void formik.setFieldTouched('category', true)}
            filterOption={(input, option) =>
              String(option?.value ?? '')
                .toLowerCase()
                .includes(input.toLowerCase())
            }
          />
        </Form.Item>
        <Form.Item label="Marca" htmlFor="product-brand" {...fieldStatus(formik, 'brand')}>
          <Input {...text('brand')} />
        </Form.Item>
        <Form.Item label="Preço (R$)" htmlFor="product-price" required {...fieldStatus(formik, 'price')}>
          <Input {...text('price')} inputMode="decimal" placeholder="0,00" />
        </Form.Item>
        <Form.Item label="Custo (R$)" htmlFor="product-cost" {...fieldStatus(formik, 'cost')}>
          <Input {...text('cost')} inputMode="decimal" placeholder="0,00" />
        </Form.Item>
        <Form.Item label="Estoque atual" htmlFor="product-currentStock" required {...fieldStatus(formik, 'currentStock')}>
          <Input {...text('currentStock')} type="number" min={0} step={1} />
        </Form.Item>
        <Form.Item label="Estoque mínimo" htmlFor="product-minStock" required {...fieldStatus(formik, 'minStock')}>
          <Input {...text('minStock')} type="number" min={0} step={1} />
        </Form.Item>
      </div>
      <Form.Item label="Descrição" htmlFor="product-description" {...fieldStatus(formik, 'description')}>
        <Input.TextArea {...text('description')} rows={2} />
      </Form.Item>
    </FormDialog>
  );
}
