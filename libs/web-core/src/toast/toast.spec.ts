import { setToastRenderer, toast } from './toast';

describe('toast', () => {
  it('draws through the renderer, dropping an immediate duplicate', () => {
    const drawn: string[] = [];
    setToastRenderer((t) => drawn.push(`${t.title}|${t.description ?? ''}|${t.duration}`));
    toast({ title: 'Sucesso', description: 'Agendamento confirmado!' });
    toast({ title: 'Sucesso', description: 'Agendamento confirmado!' });
    toast({ title: 'Erro', description: 'Não foi possível cancelar o agendamento.', variant: 'destructive' });
    expect(drawn).toEqual(['Sucesso|Agendamento confirmado!|5000', 'Erro|Não foi possível cancelar o agendamento.|5000']);
  });
});
