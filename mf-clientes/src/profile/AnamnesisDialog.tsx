import { useState } from 'react';
import { Alert, Button, Card, Flex, Form, Input } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useFormik } from 'formik';
import type { QueryKey } from '@tanstack/react-query';
import { ANAMNESIS_MAX_QUESTIONS, WRITE_CAUSES, clientSchema, type AnamnesisAnswer, type ClientDto } from '@salao/contracts';
import { api, toastSuccess, useLiveWrite } from '@salao/web-core';
import { FormDialog, fieldStatus, formikText, useRecordVersion } from '@salao/web-core/forms';
import { putClient } from '../shared/client-cache';

interface AnamnesisValues {
  allergies: string;
  hairNotes: string;
  skinNotes: string;
  anamnesis: AnamnesisAnswer[];
}

const formValues = (client: ClientDto): AnamnesisValues => ({
  allergies: client.allergies ?? '',
  hairNotes: client.hairNotes ?? '',
  skinNotes: client.skinNotes ?? '',
  anamnesis: client.anamnesis.map((q) => ({ ...q })),
});

const schema = clientSchema.pick(['allergies', 'hairNotes', 'skinNotes', 'anamnesis']);

/** The client's anamnesis (docs/product/entities.md 'Client'): allergies, hair and skin notes and free questions. */
export default function AnamnesisDialog({ client, onClose, also }: { client: ClientDto; onClose: () => void; also: readonly QueryKey[] }) {
  const save = useLiveWrite({
    write: (body: Record<string, unknown>) => api.put<ClientDto>(`/api/clients/${client.id}`, body),
    causes: WRITE_CAUSES.client,
    also,
    update: putClient,
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const formik = useFormik<AnamnesisValues>({
    initialValues: formValues(client),
    validationSchema: schema,
    onSubmit: async (values) => {
      setServerError(null);
      const { id: _id, lastVisit: _lastVisit, version: _version, ...record } = current;
      try {
        await save.mutateAsync({
          ...record,
          allergies: values.allergies.trim() || null,
          hairNotes: values.hairNotes.trim() || null,
          skinNotes: values.skinNotes.trim() || null,
          anamnesis: values.anamnesis.map((q) => ({ question: q.question.trim(), answer: q.answer.trim() })),
          version,
        });
        toastSuccess('Anamnese salva');
        onClose();
      } catch (error) {
        if (conflict.caught(error)) return;
        console.error('Erro ao salvar anamnese', error);
        setServerError((error as Error).message);
      }
    },
  });
  const [current, setCurrent] = useState(client);
  const { version, conflict } = useRecordVersion(
    client,
    () => api.get<ClientDto>(`/api/clients/${client.id}`),
    (fresh) => {
      setCurrent(fresh);
      formik.resetForm({ values: formValues(fresh) });
    },
  );
  const text = (name: 'allergies' | 'hairNotes' | 'skinNotes') => formikText(formik, name, 'anamnesis');
  const questions = formik.values.anamnesis;
  const setQuestions = (next: AnamnesisAnswer[]) => void formik.setFieldValue('anamnesis', next);
  const edit = (i: number, field: keyof AnamnesisAnswer, value: string) => setQuestions(questions.map((q, j) => (j === i ? { ...q, [field]: value } : q)));

  return (
    <FormDialog title="Anamnese" onClose={onClose} submitLabel="Salvar" formik={formik}>
      {conflict.alert}
      {serverError && <Alert type="error" showIcon title={serverError} style={{ marginBottom: 12 }} />}
      <Form.Item label="Alergias" htmlFor="anamnesis-allergies" {...fieldStatus(formik, 'allergies')}>
        <Input.TextArea {...text('allergies')} rows={2} autoFocus />
      </Form.Item>
      <Form.Item label="Observações sobre o cabelo" htmlFor="anamnesis-hairNotes" {...fieldStatus(formik, 'hairNotes')}>
        <Input.TextArea {...text('hairNotes')} rows={2} />
      </Form.Item>
      <Form.Item label="Observações sobre a pele" htmlFor="anamnesis-skinNotes" {...fieldStatus(formik, 'skinNotes')}>
        <Input.TextArea {...text('skinNotes')} rows={2} />
      </Form.Item>
      <Flex vertical gap={8}>
        {questions.map((q, i) => (
          <Card key={i} size="small">
            <Form.Item label={`Pergunta ${i + 1}`} htmlFor={`anamnesis-question-${i}`} {...fieldStatus(formik, `anamnesis[${i}].question`)}>
              <Input id={`anamnesis-question-${i}`} value={q.question} onChange={(e) => edit(i, 'question', e.target.value)} maxLength={200} />
            </Form.Item>
            <Form.Item
              label={`Resposta ${i + 1}`}
              htmlFor={`anamnesis-answer-${i}`}
              {...fieldStatus(formik, `anamnesis[${i}].answer`)}
              style={{ marginBottom: 8 }}
            >
              <Input.TextArea id={`anamnesis-answer-${i}`} value={q.answer} onChange={(e) => edit(i, 'answer', e.target.value)} rows={2} />
            </Form.Item>
            <Button size="small" type="text" icon={<DeleteOutlined />} onClick={() => setQuestions(questions.filter((_, j) => j !== i))}>
              Remover pergunta {i + 1}
            </Button>
          </Card>
        ))}
        {typeof formik.errors.anamnesis === 'string' && <Alert type="error" title={formik.errors.anamnesis} />}
        <Button
          icon={<PlusOutlined />}
          disabled={questions.length >= ANAMNESIS_MAX_QUESTIONS}
          onClick={() => setQuestions([...questions, { question: '', answer: '' }])}
        >
          Adicionar pergunta
        </Button>
      </Flex>
    </FormDialog>
  );
}
