import { LegalPage } from './LegalPage';

const SECTIONS = [
  {
    heading: '1. Aceitação dos termos',
    body: 'Ao criar uma conta ou usar o Salão, você concorda com estes Termos de Uso. Se não concordar, não utilize o serviço.',
  },
  {
    heading: '2. O serviço',
    body: 'O Salão é um sistema de gestão para negócios de beleza: agenda, clientes, serviços, colaboradores, estoque, financeiro, fidelidade e integrações como o WhatsApp, conforme o plano contratado.',
  },
  {
    heading: '3. Conta e acesso',
    body: 'Você é responsável pelos dados informados no cadastro, pela guarda da sua senha e pelos acessos concedidos aos seus colaboradores.',
  },
  {
    heading: '4. Planos, teste e pagamento',
    body: 'Os planos Base, Core e Expert são cobrados mensalmente. Novas contas têm 7 dias de teste grátis antes da primeira cobrança. O cancelamento interrompe as cobranças seguintes.',
  },
  {
    heading: '5. Uso aceitável',
    body: 'É proibido usar o serviço para atividades ilegais, envio de mensagens não solicitadas em massa ou tentativa de acesso a dados de outros estabelecimentos.',
  },
  {
    heading: '6. Dados do estabelecimento',
    body: 'Os dados cadastrados pertencem ao estabelecimento. O tratamento de dados pessoais segue a nossa Política de Privacidade e a LGPD.',
  },
  {
    heading: '7. Disponibilidade e responsabilidade',
    body: 'Trabalhamos para manter o serviço disponível e seguro, mas não garantimos funcionamento ininterrupto. Nossa responsabilidade limita-se ao valor pago nos últimos 12 meses.',
  },
  { heading: '8. Alterações', body: 'Podemos atualizar estes termos. Mudanças relevantes serão comunicadas com antecedência pelo e-mail cadastrado.' },
];

export default function TermsPage() {
  return <LegalPage title="Termos de Uso" updated="01/01/2025" sections={SECTIONS} />;
}
