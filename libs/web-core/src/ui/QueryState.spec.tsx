import { render, screen } from '@testing-library/react';
import { QueryState, loadFailed, type QueryLike } from './QueryState';

const query = (over: Partial<QueryLike>): QueryLike => ({ isPending: false, isError: false, isFetching: false, error: null, refetch: jest.fn(), ...over });

describe('QueryState', () => {
  it('a first load that failed shows what failed and the retry, not the content', () => {
    const failed = query({ isError: true, error: new Error('Falha de rede') });
    render(
      <QueryState query={failed} what="os agendamentos">
        <p>Corte 10:00</p>
      </QueryState>,
    );
    expect(screen.getByText('Não foi possível carregar os agendamentos.')).toBeTruthy();
    expect(screen.getByText('Falha de rede')).toBeTruthy();
    expect(screen.queryByText('Corte 10:00')).toBeNull();
    expect(loadFailed(failed)).toBe(true);
  });

  it('a failed refresh keeps the data loaded before on screen, says it is not current and offers the retry', () => {
    const refetch = jest.fn();
    const stale = query({ isError: true, isRefetchError: true, error: new Error('Falha de rede'), refetch });
    render(
      <QueryState query={stale} what="os agendamentos">
        <p>Corte 10:00</p>
      </QueryState>,
    );
    expect(screen.getByText('Corte 10:00')).toBeTruthy();
    expect(screen.getByText('Não foi possível atualizar os agendamentos. Estes são os dados carregados antes.')).toBeTruthy();
    screen.getByRole('button', { name: /Tentar novamente/ }).click();
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(loadFailed(stale)).toBe(false);
  });

  it('a loaded query shows its content alone', () => {
    render(
      <QueryState query={query({})} what="os agendamentos">
        <p>Corte 10:00</p>
      </QueryState>,
    );
    expect(screen.getByText('Corte 10:00')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
