import { ApiError } from '../http/http';
import { setToastRenderer, toast, toastFailure } from './toast';

describe('toast', () => {
  it('draws through the renderer, dropping an immediate duplicate', () => {
    const drawn: string[] = [];
    setToastRenderer((t) => drawn.push(`${t.title}|${t.description ?? ''}|${t.duration}`));
    toast({ title: 'Sucesso', description: 'Agendamento confirmado!' });
    toast({ title: 'Sucesso', description: 'Agendamento confirmado!' });
    toast({ title: 'Erro', description: 'Não foi possível cancelar o agendamento.', variant: 'destructive' });
    expect(drawn).toEqual(['Sucesso|Agendamento confirmado!|5000', 'Erro|Não foi possível cancelar o agendamento.|5000']);
  });

  it('adds the server reason of a refused write to the SPEC text, not an HTTP status or a 5xx', () => {
    const drawn: string[] = [];
    setToastRenderer((t) => drawn.push(`${t.title}|${t.description ?? ''}`));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const stock = 'Quantidade solicitada (3) excede o estoque disponível (1)';
    toastFailure('Erro ao processar venda. Tente novamente.', new ApiError(stock, 409, { message: stock }));
    toastFailure('Erro ao remover produto. Tente novamente.', new ApiError('HTTP 404', 404, null));
    toastFailure('Erro ao registrar transação. Tente novamente.', new ApiError('Erro interno', 500, { message: 'Erro interno' }));
    expect(drawn).toEqual([
      'Erro|Erro ao processar venda. Tente novamente. Quantidade solicitada (3) excede o estoque disponível (1)',
      'Erro|Erro ao remover produto. Tente novamente.',
      'Erro|Erro ao registrar transação. Tente novamente.',
    ]);
  });
});
