import { render, screen, waitFor } from '@testing-library/react';
import { useAfterFirstPaint } from './after-first-paint';

function Part() {
  return <span>{useAfterFirstPaint() ? 'lista' : 'espera'}</span>;
}

describe('useAfterFirstPaint', () => {
  it("waits on the page load's first screen, then shows; later mounts show at once", async () => {
    const first = render(<Part />);
    expect(screen.getByText('espera')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('lista')).toBeTruthy());
    first.unmount();

    render(<Part />);
    expect(screen.getByText('lista')).toBeTruthy();
  });
});
