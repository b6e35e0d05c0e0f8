import { act, fireEvent, render, screen } from '@testing-library/react';
import { Button } from './Button';
import { Select } from './Select';
import { Tooltip } from './Tooltip';

const STAFF = [
  { value: '', label: 'Todos os profissionais' },
  { value: 'ana', label: 'Ana Souza' },
  { value: 'carla', label: 'Carla Lima' },
];

function filter(onChange = jest.fn(), value = '') {
  render(<Select aria-label="Filtrar por profissional" value={value} options={STAFF} onChange={onChange} />);
  return { box: screen.getByRole('combobox', { name: 'Filtrar por profissional' }), onChange };
}

describe('the light Select (a select-only combobox)', () => {
  it('shows the chosen option; a click opens the list, whose option picks', () => {
    const { box, onChange } = filter();
    expect(box.textContent).toBe('Todos os profissionais');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(box);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(STAFF.map((s) => s.label));
    fireEvent.click(screen.getByRole('option', { name: 'Carla Lima' }));
    expect(onChange).toHaveBeenCalledWith('carla');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('by keyboard: ArrowDown opens at the chosen option, arrows move the active one, Enter picks, Escape closes without a change', () => {
    const { box, onChange } = filter(jest.fn(), 'ana');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const active = () => document.getElementById(box.getAttribute('aria-activedescendant')!)?.textContent;
    expect(active()).toBe('Ana Souza');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' }); // stays on the last
    expect(active()).toBe('Carla Lima');
    fireEvent.keyDown(box, { key: 'Home' });
    expect(active()).toBe('Todos os profissionais');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.keyDown(box, { key: 'End' });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('carla');
  });

  it('a pointer press outside closes the list; picking the chosen option again changes nothing', () => {
    const { box, onChange } = filter();
    fireEvent.click(box);
    act(() => void document.body.dispatchEvent(new Event('pointerdown', { bubbles: true })));
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('option', { name: 'Todos os profissionais' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('the light Button and Tooltip', () => {
  it('a busy button ignores clicks and says it is busy', () => {
    const onClick = jest.fn();
    const { rerender } = render(
      <Button loading onClick={onClick}>
        Salvar
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Salvar' });
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button.getAttribute('aria-busy')).toBe('true');
    rerender(<Button onClick={onClick}>Salvar</Button>);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('a tip that says more than the label describes the control; one equal to the label does not repeat it', () => {
    render(
      <>
        <Tooltip title="Disponível após o início do atendimento">
          <button aria-label="Marcar como realizado" disabled />
        </Tooltip>
        <Tooltip title="Notificações">
          <button aria-label="Notificações" />
        </Tooltip>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Marcar como realizado' }).getAttribute('aria-describedby')).toBe(
      screen.getByText('Disponível após o início do atendimento').id,
    );
    expect(screen.getByRole('button', { name: 'Notificações' }).getAttribute('aria-describedby')).toBeNull();
  });
});
