import { Descriptions, Form, Input, Radio } from 'antd';
import { useFormik } from 'formik';
import {
  MANUAL_MOVEMENT_KINDS,
  movementDelta,
  saleExceedsStockMessage,
  STOCK_MOVEMENT_LABELS,
  stockMovementSchema,
  type ManualMovementKind,
  type ProductDto,
  type StockMovementWrite,
} from '@salao/contracts';
import { FormDialog, fieldStatus, formikText } from '@salao/web-core/forms';
import { useProductMutations } from './use-product-mutations';

interface MovementValues {
  kind: ManualMovementKind;
  quantity: string;
  reason: string;
}

const QUANTITY_LABEL: Record<ManualMovementKind, string> = {
  entrada: 'Quantidade que entrou',
  perda: 'Quantidade perdida',
  uso_interno: 'Quantidade usada',
  ajuste: 'Diferença (ex.: 3 ou -2)',
};

/** The stock a movement would leave, or null while the quantity is not a whole number. */
function stockAfter(product: ProductDto, values: MovementValues): number | null {
  const n = Number(values.quantity);
  return values.quantity.trim() !== '' && Number.isInteger(n) ? product.currentStock + movementDelta(values.kind, n) : null;
}

/**
 * 'Movimentar estoque': entrada (purchase), perda, uso interno, or ajuste with its reason, validated with the
 * API's schema. An ajuste is the difference, not the new count, so a sale made meanwhile is never undone.
 */
export default function StockMovementDialog({ product, onClose }: { product: ProductDto; onClose: () => void }) {
  const { move } = useProductMutations();
  const formik = useFormik<MovementValues>({
    initialValues: { kind: 'entrada', quantity: '', reason: '' },
    validationSchema: stockMovementSchema,
    validate: (values) => {
      const after = stockAfter(product, values);
      return after !== null && after < 0 ? { quantity: saleExceedsStockMessage(product.currentStock - after, product.currentStock) } : {};
    },
    onSubmit: async (values) => {
      const body = stockMovementSchema.validateSync(values) as StockMovementWrite;
      try {
        await move.mutateAsync({ productId: product.id, body });
        onClose();
      } catch {
        /* toast shown by the mutation (e.g. someone sold the units first) */
      }
    },
  });
  const after = stockAfter(product, formik.values);
  const adjusting = formik.values.kind === 'ajuste';

  return (
    <FormDialog title="Movimentar estoque" onClose={onClose} submitLabel="Registrar" formik={formik} submitOnEnter>
      <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
        <Descriptions.Item label="Produto">{product.name}</Descriptions.Item>
        <Descriptions.Item label="Estoque atual">{product.currentStock}</Descriptions.Item>
        <Descriptions.Item label="Estoque após">{after === null ? '—' : after}</Descriptions.Item>
      </Descriptions>
      <Form.Item label="Tipo de movimentação" required>
        <Radio.Group
          aria-label="Tipo de movimentação"
          optionType="button"
          value={formik.values.kind}
          onChange={(e) => void formik.setFieldValue('kind', e.target.value)}
          options={MANUAL_MOVEMENT_KINDS.map((value) => ({ value, label: STOCK_MOVEMENT_LABELS[value] }))}
        />
      </Form.Item>
      <Form.Item label={QUANTITY_LABEL[formik.values.kind]} htmlFor="movement-quantity" required {...fieldStatus(formik, 'quantity')}>
        <Input {...formikText(formik, 'quantity', 'movement')} type="number" step={1} min={adjusting ? undefined : 1} autoFocus />
      </Form.Item>
      <Form.Item label={adjusting ? 'Motivo' : 'Observação'} htmlFor="movement-reason" required={adjusting} {...fieldStatus(formik, 'reason')}>
        <Input.TextArea {...formikText(formik, 'reason', 'movement')} rows={2} placeholder={adjusting ? 'Ex.: contagem do estoque' : 'Ex.: nota fiscal 123'} />
      </Form.Item>
    </FormDialog>
  );
}
