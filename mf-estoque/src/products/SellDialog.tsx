import { Descriptions, Form, Input, Typography } from 'antd';
import { useFormik } from 'formik';
import { formatBRL, saleExceedsStockMessage, saleSchema, type ProductDto } from '@salao/contracts';
import { FormDialog, fieldStatus, formikText } from '@salao/web-core/forms';
import { saleTotal } from './stock-filter';
import { useProductMutations } from './use-product-mutations';

interface SaleValues {
  quantity: string;
  unitPrice: string;
}

/** 'Confirmar Venda' (docs/product/screens.md, docs/product/validation.md): quantity within the stock, unit price, total = quantity × unit price. */
export default function SellDialog({ product, onClose }: { product: ProductDto; onClose: () => void }) {
  const { sell } = useProductMutations();
  const formik = useFormik<SaleValues>({
    initialValues: { quantity: '1', unitPrice: product.price.replace('.', ',') },
    validate: (values) => {
      try {
        const sale = saleSchema.validateSync({ productId: product.id, ...values });
        return sale.quantity > product.currentStock ? { quantity: saleExceedsStockMessage(sale.quantity, product.currentStock) } : {};
      } catch (error) {
        const e = error as { path?: string; message: string };
        return { [e.path === 'unitPrice' ? 'unitPrice' : 'quantity']: e.message };
      }
    },
    onSubmit: async (values) => {
      const sale = saleSchema.validateSync({ productId: product.id, ...values, productName: product.name });
      try {
        await sell.mutateAsync({ productId: product.id, quantity: sale.quantity, unitPrice: sale.unitPrice, productName: product.name });
        onClose();
      } catch {
        /* toast shown by the mutation (e.g. someone sold the last units first) */
      }
    },
  });
  const total = saleTotal(Number(formik.values.quantity), formik.values.unitPrice);

  return (
    <FormDialog title="Confirmar Venda" onClose={onClose} submitLabel="Confirmar Venda" formik={formik} submitOnEnter>
      <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
        <Descriptions.Item label="Produto">{product.name}</Descriptions.Item>
        <Descriptions.Item label="Estoque disponível">{product.currentStock}</Descriptions.Item>
      </Descriptions>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))', columnGap: 12 }}>
        <Form.Item label="Quantidade" htmlFor="sale-quantity" required {...fieldStatus(formik, 'quantity')}>
          <Input {...formikText(formik, 'quantity', 'sale')} type="number" min={1} max={product.currentStock} step={1} autoFocus />
        </Form.Item>
        <Form.Item label="Preço unitário (R$)" htmlFor="sale-unitPrice" required {...fieldStatus(formik, 'unitPrice')}>
          <Input {...formikText(formik, 'unitPrice', 'sale')} inputMode="decimal" />
        </Form.Item>
      </div>
      <Typography.Title level={4} style={{ margin: 0 }} data-testid="sale-total">
        Total: {total == null ? '—' : formatBRL(total)}
      </Typography.Title>
    </FormDialog>
  );
}
