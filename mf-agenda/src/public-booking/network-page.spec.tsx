/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { BookingPage } from './BookingPage';

/** fetch answers in turn, recording the paths asked. */
function answers(...list: [number, unknown][]): string[] {
  const asked: string[] = [];
  globalThis.fetch = jest.fn(async (path: string) => {
    asked.push(path);
    const [status, body] = list.shift()!;
    return { status, ok: status < 300, text: async () => JSON.stringify(body) } as Response;
  }) as unknown as typeof fetch;
  return asked;
}

const unit = (name: string, slug: string, address: string | null) => ({
  name,
  slug,
  address,
  phone: '11987654321',
  mapUrl: address ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}` : null,
});

describe('/agendar/<slug> of a network (docs/product/units.md, "Public page")', () => {
  // jsdom draws nothing: the step title's scroll to the top has nowhere to go.
  beforeAll(() => {
    window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  });

  it("an unknown establishment slug asks for a network's and lists its units with map and booking links", async () => {
    const asked = answers(
      [404, { message: 'Página de agendamento não encontrada.' }],
      [200, { name: 'Rede Bela', units: [unit('Bela Centro', 'bela-centro', 'Rua A, 1'), unit('Bela Sul', 'bela-sul', null)] }],
    );
    render(<BookingPage slug="rede-bela" />);
    expect(await screen.findByRole('heading', { name: 'Escolha a unidade' })).toBeTruthy();
    expect(asked).toEqual(['/api/public/rede-bela', '/api/public/networks/rede-bela']);
    expect(screen.getByRole('heading', { name: 'Bela Centro' })).toBeTruthy();
    const map = screen.getByRole('link', { name: /^Ver no mapa \(Bela Centro/ });
    expect(map.getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=Rua%20A%2C%201');
    expect(map.getAttribute('target')).toBe('_blank');
    // No address, no map link; every unit has its booking link.
    expect(screen.getAllByRole('link', { name: /^Ver no mapa/ })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Agendar em Bela Sul' }).getAttribute('href')).toBe('/agendar/bela-sul');
    expect(screen.getAllByRole('link', { name: '(11) 98765-4321' })[0]!.getAttribute('href')).toBe('tel:+5511987654321');
  });

  it('an unknown slug of either kind says the page was not found', async () => {
    answers([404, { message: 'x' }], [404, { message: 'Rede não encontrada.' }]);
    render(<BookingPage slug="nada" />);
    expect(await screen.findByRole('heading', { name: 'Página de agendamento não encontrada.' })).toBeTruthy();
  });
});
