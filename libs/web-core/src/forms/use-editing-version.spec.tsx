import { act, fireEvent, render, screen } from '@testing-library/react';
import { useServerFormik } from './use-server-formik';
import { useEditingVersion } from './use-editing-version';

interface Values {
  name: string;
}

/** A settings-like form: the server's record and its version come in as props, as from the query cache. */
function Form({ server }: { server: Values & { version: number } }) {
  const formik = useServerFormik<Values>({ initialValues: { name: server.name }, onSubmit: () => {} });
  const version = useEditingVersion(server.version, formik.dirty);
  return (
    <>
      <input aria-label="Nome" value={formik.values.name} onChange={(e) => void formik.setFieldValue('name', e.target.value)} />
      <span data-testid="version">{String(version)}</span>
    </>
  );
}

const sent = () => screen.getByTestId('version').textContent;

describe('useEditingVersion', () => {
  it('follows the server while nothing is edited', async () => {
    const { rerender } = render(<Form server={{ name: 'Studio Bela', version: 3 }} />);
    expect(sent()).toBe('3');
    await act(async () => rerender(<Form server={{ name: 'Studio Bela Matriz', version: 4 }} />));
    expect(sent()).toBe('4');
  });

  it('keeps the version the edits started from when someone else saves meanwhile, so the save is refused', async () => {
    const { rerender } = render(<Form server={{ name: 'Studio Bela', version: 3 }} />);
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Studio Bela Centro' } });
    await act(async () => rerender(<Form server={{ name: 'Studio Bela Matriz', version: 4 }} />));
    expect(sent()).toBe('3');
    expect((screen.getByLabelText('Nome') as HTMLInputElement).value).toBe('Studio Bela Centro');
  });

  it('follows the server again once the form is clean (its own save answered)', async () => {
    const { rerender } = render(<Form server={{ name: 'Studio Bela', version: 3 }} />);
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Studio Bela Centro' } });
    await act(async () => rerender(<Form server={{ name: 'Studio Bela Centro', version: 4 }} />));
    expect(sent()).toBe('4');
    await act(async () => rerender(<Form server={{ name: 'Studio Bela Centro', version: 5 }} />));
    expect(sent()).toBe('5');
  });
});
