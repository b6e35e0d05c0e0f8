import { act, render, screen } from '@testing-library/react';
import { ErrorBoundary } from './error-boundary';
import { lazyPage, PageFallbackContext } from './lazy-page';

function Boom(): never {
  throw new Error('boom');
}

describe('ErrorBoundary', () => {
  it('draws the fallback when a child throws, and the children again after reset', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let broken = true;
    function Maybe() {
      return broken ? <Boom /> : <p>ok</p>;
    }
    render(
      <ErrorBoundary label="teste" renderError={(reset) => <button onClick={reset}>Tentar novamente</button>}>
        <Maybe />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Tentar novamente')).toBeTruthy();
    broken = false;
    act(() => screen.getByText('Tentar novamente').click());
    expect(screen.getByText('ok')).toBeTruthy();
  });
});

describe('lazyPage', () => {
  it('shows the fallback, then the loaded page', async () => {
    const Page = lazyPage(() => Promise.resolve({ default: () => <p>página</p> }), <p>carregando</p>);
    render(<Page />);
    expect(screen.getByText('carregando')).toBeTruthy();
    expect(await screen.findByText('página')).toBeTruthy();
  });

  it('without a fallback of its own, shows the one its surroundings provide', async () => {
    const Page = lazyPage(() => Promise.resolve({ default: () => <p>página</p> }));
    render(
      <PageFallbackContext.Provider value={<p>girando</p>}>
        <Page />
      </PageFallbackContext.Provider>,
    );
    expect(screen.getByText('girando')).toBeTruthy();
    expect(await screen.findByText('página')).toBeTruthy();
  });

  it('preload() starts the download once; the page then renders from that same load', async () => {
    const load = jest.fn(() => Promise.resolve({ default: () => <p>pré-carregada</p> }));
    const Page = lazyPage(load, <p>carregando</p>);
    await Page.preload();
    await Page.preload();
    render(<Page />);
    expect(await screen.findByText('pré-carregada')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed preload is tried again when the page is shown', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('rede'))
      .mockResolvedValue({ default: () => <p>na segunda</p> });
    const Page = lazyPage(load);
    await expect(Page.preload()).rejects.toThrow('rede');
    render(<Page />);
    expect(await screen.findByText('na segunda')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a page whose code is already here renders in the first pass, without its fallback', async () => {
    const Page = lazyPage(() => Promise.resolve({ default: ({ nome }: { nome: string }) => <p>olá {nome}</p> }), <p>carregando</p>);
    await Page.preload();
    render(<Page nome="Ana" />);
    // Synchronously: no 'carregando' frame (React would hold a suspended page back 300 ms after its fallback).
    expect(screen.getByText('olá Ana')).toBeTruthy();
    expect(screen.queryByText('carregando')).toBeNull();
  });

  it('a failed download reaches the error boundary, and its retry loads the page again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('rede'))
      .mockResolvedValue({ default: () => <p>depois do erro</p> });
    const Page = lazyPage(load, <p>carregando</p>);
    render(
      <ErrorBoundary label="teste" renderError={(reset) => <button onClick={reset}>Tentar novamente</button>}>
        <Page />
      </ErrorBoundary>,
    );
    expect(await screen.findByText('Tentar novamente')).toBeTruthy();
    act(() => screen.getByText('Tentar novamente').click());
    expect(await screen.findByText('depois do erro')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
