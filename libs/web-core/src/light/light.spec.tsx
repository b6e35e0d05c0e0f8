import { act, fireEvent, render, screen } from '@testing-library/react';
import { Button } from './Button';
import { Segmented } from './Segmented';
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

describe('the light Segmented (a radio group)', () => {
  const VIEWS = [
    { value: 'day', label: 'Dia' },
    { value: 'week', label: 'Semana' },
    { value: 'list', label: 'Lista' },
  ];

  it('is a labelled radio group whose chosen option is checked and the one tab stop; a click chooses', () => {
    const onChange = jest.fn();
    render(<Segmented aria-label="Visualização da agenda" value="day" options={VIEWS} onChange={onChange} />);
    const group = screen.getByRole('radiogroup', { name: 'Visualização da agenda' });
    const radios = screen.getAllByRole('radio');
    expect(group.contains(radios[0])).toBe(true);
    expect(radios.map((r) => r.getAttribute('aria-checked'))).toEqual(['true', 'false', 'false']);
    expect(radios.map((r) => r.tabIndex)).toEqual([0, -1, -1]);
    fireEvent.click(screen.getByRole('radio', { name: 'Lista' }));
    expect(onChange).toHaveBeenCalledWith('list');
    fireEvent.click(screen.getByRole('radio', { name: 'Dia' }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('arrows choose the next or previous option, wrapping, and move the focus; Home and End jump', () => {
    const onChange = jest.fn();
    const { rerender } = render(<Segmented aria-label="Visualização" value="day" options={VIEWS} onChange={onChange} />);
    const radio = (name: string) => screen.getByRole('radio', { name });
    fireEvent.keyDown(radio('Dia'), { key: 'ArrowRight' });
    expect(onChange).toHaveBeenLastCalledWith('week');
    expect(document.activeElement).toBe(radio('Semana'));
    fireEvent.keyDown(radio('Dia'), { key: 'ArrowLeft' });
    expect(onChange).toHaveBeenLastCalledWith('list');
    rerender(<Segmented aria-label="Visualização" value="list" options={VIEWS} onChange={onChange} />);
    expect(radio('Lista').tabIndex).toBe(0);
    fireEvent.keyDown(radio('Lista'), { key: 'ArrowDown' });
    expect(onChange).toHaveBeenLastCalledWith('day');
    fireEvent.keyDown(radio('Lista'), { key: 'Home' });
    expect(onChange).toHaveBeenLastCalledWith('day');
    fireEvent.keyDown(radio('Lista'), { key: 'End' }); // already chosen: no change
    expect(onChange).toHaveBeenCalledTimes(4);
  });
});
