import { act, fireEvent, render, screen } from '@testing-library/react';
import { useServerFormik } from './use-server-formik';

interface Values {
  name: string;
  phone: string;
}

function Form({ server, onSubmit = () => {} }: { server: Values; onSubmit?: (values: Values) => void }) {
  const formik = useServerFormik<Values>({ initialValues: server, onSubmit });
  return (
    <>
      <input aria-label="Nome" value={formik.values.name} onChange={(e) => void formik.setFieldValue('name', e.target.value)} />
      <input aria-label="Telefone" value={formik.values.phone} onChange={(e) => void formik.setFieldValue('phone', e.target.value)} />
      <span data-testid="dirty">{String(formik.dirty)}</span>
    </>
  );
}

const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('useServerFormik', () => {
  it('keeps what is being typed when the server answers new values, and takes them in the fields nobody edited', async () => {
    const { rerender } = render(<Form server={{ name: 'Studio Bela', phone: '1133334444' }} />);
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Studio Bela Centro' } });

    // Another tab saved both fields; this tab's refresh brings them.
    await act(async () => rerender(<Form server={{ name: 'Studio Bela Matriz', phone: '1155556666' }} />));

    expect(value('Nome')).toBe('Studio Bela Centro');
    expect(value('Telefone')).toBe('1155556666');
    expect(screen.getByTestId('dirty').textContent).toBe('true');
  });

  it('a refresh with the same values changes nothing, and a save that the server answers leaves the form clean', async () => {
    const { rerender } = render(<Form server={{ name: 'Studio Bela', phone: '1133334444' }} />);
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Studio Bela Centro' } });
    await act(async () => rerender(<Form server={{ name: 'Studio Bela', phone: '1133334444' }} />));
    expect(value('Nome')).toBe('Studio Bela Centro');

    await act(async () => rerender(<Form server={{ name: 'Studio Bela Centro', phone: '1133334444' }} />));
    expect(value('Nome')).toBe('Studio Bela Centro');
    expect(screen.getByTestId('dirty').textContent).toBe('false');
  });
});
