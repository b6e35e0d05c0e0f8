import { useState } from 'react';
import { Alert, Button, Col, Form, Input, Row } from 'antd';
import { ExperimentOutlined } from '@ant-design/icons';
import { digitsOnly } from '@salao/contracts';

interface CardValues {
  holder: string;
  number: string;
  expiry: string;
  cvc: string;
}

/** Card form of the local sandbox provider: clearly a test, no real charge. */
export function SandboxCardForm({ onPay }: { onPay: () => Promise<void> }) {
  const [paying, setPaying] = useState(false);
  const submit = async () => {
    setPaying(true);
    try {
      await onPay();
    } finally {
      setPaying(false);
    }
  };
  return (
    <Form<CardValues> layout="vertical" onFinish={submit} requiredMark={false} initialValues={{ number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' }}>
      <Alert
        type="warning"
        showIcon
        icon={<ExperimentOutlined />}
        title="Modo de teste"
        description="Pagamento simulado: nenhuma cobrança real será feita. Use o cartão 4242 4242 4242 4242."
        style={{ marginBottom: 16 }}
      />
      <Form.Item label="Nome no cartão" name="holder" rules={[{ required: true, whitespace: true, message: 'Informe o nome no cartão' }]}>
        <Input autoComplete="cc-name" />
      </Form.Item>
      <Form.Item
        label="Número do cartão"
        name="number"
        rules={[{ validator: (_, v: string) => (digitsOnly(v).length >= 13 ? Promise.resolve() : Promise.reject(new Error('Número do cartão inválido'))) }]}
      >
        <Input inputMode="numeric" autoComplete="cc-number" />
      </Form.Item>
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item label="Validade" name="expiry" rules={[{ pattern: /^\d{2}\/\d{2}$/, message: 'Use MM/AA' }]}>
            <Input placeholder="MM/AA" autoComplete="cc-exp" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label="CVC" name="cvc" rules={[{ pattern: /^\d{3,4}$/, message: 'CVC inválido' }]}>
            <Input inputMode="numeric" autoComplete="cc-csc" />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" block size="large" loading={paying}>
        Pagar e ativar assinatura
      </Button>
    </Form>
  );
}
