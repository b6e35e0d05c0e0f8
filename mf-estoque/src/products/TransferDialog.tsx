import { Descriptions, Form, Input, Select } from 'antd';
import { useFormik } from 'formik';
import { saleExceedsStockMessage, stockTransferSchema, type ProductDto, type StockTransferWrite, type UnitDto } from '@salao/contracts';
import { FormDialog, fieldStatus, formikText } from '@salao/web-core/forms';
import { useProductMutations } from './use-product-mutations';

interface TransferValues {
  toEstablishmentId: number | null;
  quantity: string;
  reason: string;
}

/**
 * 'Transferir': units of this product sent to another unit of the network (docs/product/units.md, 'Stock
 * transfers'). The unit there gets the product of the same name, created when it has none; the server checks
 * the stock and whether the caller may act there, and says why when not.
 */
export default function TransferDialog({ product, units, onClose }: { product: ProductDto; units: UnitDto[]; onClose: () => void }) {
  const { transfer } = useProductMutations();
  const formik = useFormik<TransferValues>({
    initialValues: { toEstablishmentId: units.length === 1 ? units[0]!.id : null, quantity: '', reason: '' },
    validationSchema: stockTransferSchema,
    validate: (values) => {
      const n = Number(values.quantity);
      return Number.isInteger(n) && n > product.currentStock ? { quantity: saleExceedsStockMessage(n, product.currentStock) } : {};
    },
    onSubmit: async (values) => {
      const body = stockTransferSchema.validateSync(values) as StockTransferWrite;
      try {
        await transfer.mutateAsync({ productId: product.id, body });
        onClose();
      } catch {
        /* toast shown by the mutation, with the server's reason */
      }
    },
  });

  return (
    <FormDialog title="Transferir para outra unidade" onClose={onClose} submitLabel="Transferir" formik={formik} submitOnEnter>
      <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
        <Descriptions.Item label="Produto">{product.name}</Descriptions.Item>
        <Descriptions.Item label="Estoque atual">{product.currentStock}</Descriptions.Item>
      </Descriptions>
      <Form.Item label="Para a unidade" htmlFor="transfer-toEstablishmentId" required {...fieldStatus(formik, 'toEstablishmentId')}>
        <Select
          id="transfer-toEstablishmentId"
          placeholder="Selecione a unidade"
          value={formik.values.toEstablishmentId ?? undefined}
          onChange={(v: number) => void formik.setFieldValue('toEstablishmentId', v)}
          onBlur={() => void formik.setFieldTouched('toEstablishmentId', true)}
          options={units.map((u) => ({ value: u.id, label: u.name }))}
        />
      </Form.Item>
      <Form.Item label="Quantidade" htmlFor="transfer-quantity" required {...fieldStatus(formik, 'quantity')}>
        <Input {...formikText(formik, 'quantity', 'transfer')} type="number" step={1} min={1} max={product.currentStock} autoFocus />
      </Form.Item>
      <Form.Item label="Motivo" htmlFor="transfer-reason" {...fieldStatus(formik, 'reason')}>
        <Input.TextArea {...formikText(formik, 'reason', 'transfer')} rows={2} placeholder="Ex.: reposição da unidade" />
      </Form.Item>
    </FormDialog>
  );
}
