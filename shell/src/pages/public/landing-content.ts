/** Texts of the landing page (docs/product/screens.md: scheduling with WhatsApp automation, finance, stock, loyalty, multi-unit). */
export const FEATURES = [
  { key: 'agenda', title: 'Agenda inteligente', text: 'Agendamentos por profissional e serviço, horários livres calculados na hora e lembretes automáticos.' },
  {
    key: 'whatsapp',
    title: 'Automação no WhatsApp',
    text: 'Seus clientes agendam e recebem confirmações pelo WhatsApp, sem você precisar responder cada mensagem.',
  },
  { key: 'finance', title: 'Financeiro completo', text: 'Receitas, despesas, lucro do mês e cálculo de comissões dos colaboradores.' },
  { key: 'stock', title: 'Controle de estoque', text: 'Produtos, vendas e alertas de reposição quando o estoque fica baixo.' },
  { key: 'loyalty', title: 'Programa de fidelidade', text: 'Pontos por serviço realizado e recompensas que trazem o cliente de volta.' },
  { key: 'units', title: 'Gestão multiunidade', text: 'Acompanhe mais de um estabelecimento com a mesma conta e equipes separadas.' },
] as const;

export const TESTIMONIALS = [
  {
    name: 'Juliana Prado',
    business: 'Studio Juliana Prado · São Paulo',
    text: 'Os clientes marcam pelo WhatsApp e eu só confirmo. A agenda nunca esteve tão cheia e organizada.',
  },
  { name: 'Rafael Lima', business: 'Barbearia Lima · Belo Horizonte', text: 'As comissões dos barbeiros saem calculadas no fim do mês. Acabou a planilha.' },
  { name: 'Camila Souza', business: 'Espaço Camila Estética · Recife', text: 'Com o estoque no sistema eu sei exatamente quando repor cada produto.' },
] as const;
