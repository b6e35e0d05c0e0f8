import { fireEvent, render, screen } from '@testing-library/react';
import { FormDialog } from './FormDialog';

describe('FormDialog', () => {
  beforeAll(() => {
    // antd's Modal measures the window; jsdom lacks matchMedia.
    window.matchMedia ??= ((query: string) => ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      onchange: null,
      dispatchEvent: () => false,
    })) as never;
  });

  it("submits the formik form from the primary button and closes with 'Cancelar'", () => {
    const formik = { handleSubmit: jest.fn(), isSubmitting: false };
    const onClose = jest.fn();
    render(
      <FormDialog title="Novo Serviço" onClose={onClose} submitLabel="Criar Serviço" formik={formik}>
        <input aria-label="Nome" />
      </FormDialog>,
    );
    expect(screen.getByText('Novo Serviço')).toBeTruthy();
    expect(screen.getByLabelText('Nome')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Criar Serviço' }));
    expect(formik.handleSubmit).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('pressing a footer button does not take focus from the field (its blur would move the footer away from the pointer)', () => {
    render(
      <FormDialog title="Novo Cliente" onClose={() => {}} submitLabel="Criar Cliente" formik={{ handleSubmit: () => {}, isSubmitting: false }}>
        <input aria-label="Nome" />
      </FormDialog>,
    );
    // fireEvent answers false when a handler called preventDefault: the browser then keeps focus where it was.
    expect(fireEvent.mouseDown(screen.getByRole('button', { name: 'Criar Cliente' }))).toBe(false);
    expect(fireEvent.mouseDown(screen.getByRole('button', { name: 'Cancelar' }))).toBe(false);
  });

  it('keeps the primary button disabled when told to', () => {
    const onSubmit = jest.fn();
    render(
      <FormDialog title="Novo Agendamento" onClose={() => {}} submitLabel="Criar Agendamento" onSubmit={onSubmit} disabled bare>
        <p>conteúdo</p>
      </FormDialog>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Criar Agendamento' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
