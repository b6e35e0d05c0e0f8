import { DatePicker, Form, Input, Radio, Select } from 'antd';
import { useFormik } from 'formik';
import {
  PAYMENT_METHODS,
  TRANSACTION_CATEGORIES,
  TRANSACTION_TYPE_LABELS,
  TRANSACTION_TYPES,
  dayjs,
  transactionSchema,
  type TransactionType,
} from '@salao/contracts';
import { useSession } from '@salao/web-core';
import { FormDialog, fieldStatus, formikText } from '@salao/web-core/forms';
import { useTransactionMutations } from './use-transaction-mutations';

interface TransactionValues {
  type: TransactionType | '';
  amount: string;
  description: string;
  category: string;
  paymentMethod: string;
  date: string;
  notes: string;
}

/** 'Registrar Movimento Financeiro' (docs/product/screens.md, docs/product/validation.md, docs/product/limits.md): categories follow the type; dated by default on `date`. */
export default function TransactionFormDialog({ date, onClose, onSaved }: { date: string; onClose: () => void; onSaved: (date: string) => void }) {
  const { create } = useTransactionMutations();
  const establishmentId = useSession((s) => s.user?.establishmentId) ?? 1; // docs/product/limits.md: default establishmentId 1
  const formik = useFormik<TransactionValues>({
    initialValues: { type: 'income', amount: '', description: '', category: '', paymentMethod: '', date, notes: '' },
    validationSchema: transactionSchema,
    onSubmit: async (values) => {
      const t = transactionSchema.validateSync(values);
      try {
        await create.mutateAsync({
          type: t.type as TransactionType,
          amount: Number(t.amount), // docs/product/api.md: amount a number (the API keeps its exact decimal)
          description: t.description,
          category: t.category,
          paymentMethod: t.paymentMethod,
          date: t.date,
          notes: t.notes ?? null,
          transactionDate: dayjs(t.date, 'YYYY-MM-DD').format('YYYY-MM-DDTHH:mm:ss'),
          establishmentId,
        });
        onSaved(t.date);
        onClose();
      } catch {
        /* toast shown by the mutation */
      }
    },
  });
  const type = formik.values.type;
  const categories = type ? TRANSACTION_CATEGORIES[type] : [];

  return (
    <FormDialog title="Registrar Movimento Financeiro" onClose={onClose} submitLabel="Registrar" formik={formik}>
      <Form.Item label="Tipo" required {...fieldStatus(formik, 'type')}>
        <Radio.Group
          aria-label="Tipo"
          optionType="button"
          buttonStyle="solid"
          value={type}
          onChange={(e) => {
            void formik.setFieldValue('type', e.target.value);
            void formik.setFieldValue('category', ''); // the choices depend on the type
          }}
          options={TRANSACTION_TYPES.map((value) => ({ value, label: TRANSACTION_TYPE_LABELS[value] }))}
        />
      </Form.Item>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', columnGap: 12 }}>
        <Form.Item label="Valor (R$)" htmlFor="transaction-amount" required {...fieldStatus(formik, 'amount')}>
          <Input {...formikText(formik, 'amount', 'transaction')} inputMode="decimal" placeholder="0,00" autoFocus />
        </Form.Item>
        <Form.Item label="Data" htmlFor="transaction-date" required {...fieldStatus(formik, 'date')}>
          <DatePicker
            id="transaction-date"
            format="DD/MM/YYYY"
            allowClear={false}
            style={{ width: '100%' }}
            value={formik.values.date ? dayjs(formik.values.date, 'YYYY-MM-DD') : null}
            onChange={(d) => void formik.setFieldValue('date', d ? d.format('YYYY-MM-DD') : '')}
          />
        </Form.Item>
      </div>
      <Form.Item label="Descrição" htmlFor="transaction-description" required {...fieldStatus(formik, 'description')}>
        <Input {...formikText(formik, 'description', 'transaction')} placeholder="Ex.: Conta de luz de novembro" />
      </Form.Item>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', columnGap: 12 }}>
        <Form.Item label="Categoria" htmlFor="transaction-category" required {...fieldStatus(formik, 'category')}>
          <Select
            id="transaction-category"
            placeholder="Selecione"
            showSearch
            value={formik.values.category || undefined}
            onChange={(v: string) => void formik.setFieldValue('category', v)}
            onBlur={() => void formik.setFieldTouched('category', true)}
            options={categories.map((value) => ({ value, label: value }))}
          />
        </Form.Item>
        <Form.Item label="Forma de pagamento" htmlFor="transaction-paymentMethod" required {...fieldStatus(formik, 'paymentMethod')}>
          <Select
            id="transaction-paymentMethod"
            placeholder="Selecione"
            showSearch
            value={formik.values.paymentMethod || undefined}
            onChange={(v: string) => void formik.setFieldValue('paymentMethod', v)}
            onBlur={() => void formik.setFieldTouched('paymentMethod', true)}
            options={PAYMENT_METHODS.map((value) => ({ value, label: value }))}
          />
        </Form.Item>
      </div>
      <Form.Item label="Observações" htmlFor="transaction-notes" {...fieldStatus(formik, 'notes')}>
        <Input.TextArea {...formikText(formik, 'notes', 'transaction')} rows={2} />
      </Form.Item>
    </FormDialog>
  );
}
