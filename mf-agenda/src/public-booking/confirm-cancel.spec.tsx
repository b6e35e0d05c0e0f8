/** @jest-environment jsdom */
import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ConfirmCancel } from './ManagePage';

/** The manage page's shape: content, the opener and, while confirming, the dialog among the page's content. */
function Page({ onConfirm = () => {} }: { onConfirm?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <a href="#antes">Antes</a>
      <button type="button" onClick={() => setOpen(true)}>
        Cancelar agendamento
      </button>
      {open && <ConfirmCancel busy={false} when="10/06 às 10:00" onConfirm={onConfirm} onClose={() => setOpen(false)} />}
    </main>
  );
}

const tab = (shiftKey = false) => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab', shiftKey });

describe('ConfirmCancel (public manage page)', () => {
  // The buttons are 'Sim, cancelar' then 'Manter agendamento': Tab from the last and Shift+Tab from the first wrap.
  it("starts on 'Manter agendamento', keeps Tab and Shift+Tab inside, makes the page inert", () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Cancelar agendamento' });
    opener.focus();
    fireEvent.click(opener);
    const keep = screen.getByRole('button', { name: 'Manter agendamento' });
    const yes = screen.getByRole('button', { name: 'Sim, cancelar' });
    expect(document.activeElement).toBe(keep);
    tab();
    expect(document.activeElement).toBe(yes);
    tab(true);
    expect(document.activeElement).toBe(keep);
    // Focus that somehow left (a click on the backdrop) comes back on the next Tab.
    (document.activeElement as HTMLElement).blur();
    tab();
    expect(document.activeElement).toBe(yes);
    // Everything else on the page is out of reach while the dialog is open.
    expect(opener.hasAttribute('inert')).toBe(true);
    expect(screen.getByText('Antes').hasAttribute('inert')).toBe(true);
    expect(screen.getByRole('alertdialog').closest('[inert]')).toBeNull();
  });

  it("returns focus to 'Cancelar agendamento' on Escape and on 'Manter agendamento', and the page is live again", () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Cancelar agendamento' });
    for (const close of [
      () => fireEvent.keyDown(document.activeElement!, { key: 'Escape' }),
      () => fireEvent.click(screen.getByRole('button', { name: 'Manter agendamento' })),
    ]) {
      opener.focus();
      fireEvent.click(opener);
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Manter agendamento' }));
      act(close);
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(document.activeElement).toBe(opener);
      expect(document.querySelectorAll('[inert]')).toHaveLength(0);
    }
  });
});
