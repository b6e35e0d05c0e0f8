/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { SideMenu, type MenuGroup } from './SideMenu';

const GROUPS: MenuGroup[] = [
  {
    title: 'Principal',
    entries: [
      { key: '/dashboard', icon: null, label: 'Dashboard' },
      { key: '/clientes', icon: null, label: 'Clientes', disabled: true, tip: 'Disponível apenas para administradores' },
      { key: '/agendamentos', icon: null, label: 'Agendamentos' },
    ],
  },
  { title: 'Conta', entries: [{ key: '/configuracoes', icon: null, label: 'Configurações' }] },
];

function setup(selected = '/agendamentos') {
  const onActivate = jest.fn();
  const onReach = jest.fn();
  render(<SideMenu groups={GROUPS} selected={selected} onActivate={onActivate} onReach={onReach} />);
  const item = (name: string) => screen.getByRole('menuitem', { name });
  return { onActivate, onReach, item };
}

describe('SideMenu: antd inline Menu roles and keys', () => {
  test('a menu of menuitems in labelled groups; the current area is marked and is the one tab stop', () => {
    const { item } = setup();
    expect(screen.getByRole('menu')).toBeTruthy();
    expect(screen.getAllByRole('menuitem')).toHaveLength(4);
    expect(screen.getByRole('group', { name: 'Principal' })).toBeTruthy();
    expect(item('Agendamentos').getAttribute('aria-current')).toBe('page');
    expect(item('Dashboard').getAttribute('aria-current')).toBeNull();
    expect(screen.getAllByRole('menuitem').filter((el) => el.tabIndex === 0)).toEqual([item('Agendamentos')]);
  });

  test('a blocked entry is aria-disabled, described by its reason, not focusable and not activated by a click', () => {
    const { item, onActivate } = setup();
    const blocked = item('Clientes');
    expect(blocked.getAttribute('aria-disabled')).toBe('true');
    expect(blocked.hasAttribute('tabindex')).toBe(false);
    expect(document.getElementById(blocked.getAttribute('aria-describedby')!)?.textContent).toBe('Disponível apenas para administradores');
    fireEvent.click(blocked);
    expect(onActivate).not.toHaveBeenCalled();
  });

  test('ArrowDown and ArrowUp move between the operable entries, wrapping, and carry the tab stop', () => {
    const { item } = setup('/dashboard');
    act(() => item('Dashboard').focus());
    fireEvent.keyDown(item('Dashboard'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(item('Agendamentos')); // skips the blocked Clientes
    fireEvent.keyDown(item('Agendamentos'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(item('Configurações'));
    fireEvent.keyDown(item('Configurações'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(item('Dashboard'));
    fireEvent.keyDown(item('Dashboard'), { key: 'ArrowUp' });
    expect(document.activeElement).toBe(item('Configurações'));
    expect(item('Configurações').tabIndex).toBe(0);
    expect(item('Dashboard').tabIndex).toBe(-1);
  });

  test('Enter, Space and a click activate an entry; reaching one by pointer or focus is reported', () => {
    const { item, onActivate, onReach } = setup();
    fireEvent.keyDown(item('Dashboard'), { key: 'Enter' });
    fireEvent.keyDown(item('Configurações'), { key: ' ' });
    fireEvent.click(item('Agendamentos'));
    expect(onActivate.mock.calls).toEqual([['/dashboard'], ['/configuracoes'], ['/agendamentos']]);
    fireEvent.pointerEnter(item('Dashboard'));
    act(() => item('Configurações').focus());
    expect(onReach.mock.calls).toEqual([['/dashboard'], ['/configuracoes']]);
  });

  test("a blocked entry's tooltip opens 700 ms after the pointer arrives and closes 300 ms after it leaves", () => {
    jest.useFakeTimers();
    try {
      const { item } = setup();
      fireEvent.pointerEnter(item('Clientes'));
      act(() => jest.advanceTimersByTime(650));
      expect(screen.queryByRole('tooltip')).toBeNull();
      act(() => jest.advanceTimersByTime(100));
      expect(screen.getByRole('tooltip').textContent).toBe('Disponível apenas para administradores');
      fireEvent.pointerLeave(item('Clientes'));
      act(() => jest.advanceTimersByTime(350));
      expect(screen.queryByRole('tooltip')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
