import { LegalPage } from './LegalPage';

const SECTIONS = [
  {
    heading: '1. Quem somos',
    body: 'Esta política explica como o Salão trata dados pessoais de titulares de contas, colaboradores e clientes dos estabelecimentos, conforme a Lei Geral de Proteção de Dados (LGPD).',
  },
  {
    heading: '2. Dados que coletamos',
    body: 'Nome, e-mail, telefone e endereço do estabelecimento; dados de login dos usuários; dados de clientes e agendamentos cadastrados pelo estabelecimento; dados técnicos de acesso.',
  },
  {
    heading: '3. Para que usamos',
    body: 'Para prestar o serviço contratado, enviar comunicações sobre a conta, processar pagamentos, prevenir fraudes e cumprir obrigações legais.',
  },
  {
    heading: '4. Compartilhamento',
    body: 'Compartilhamos dados apenas com operadores necessários ao serviço, como o processador de pagamentos e a integração de WhatsApp escolhida pelo estabelecimento.',
  },
  {
    heading: '5. Segurança e retenção',
    body: 'Senhas são armazenadas com hash, o acesso é protegido por sessão segura e os dados são mantidos enquanto a conta estiver ativa ou pelo prazo exigido em lei.',
  },
  { heading: '6. Seus direitos', body: 'Você pode solicitar acesso, correção, portabilidade ou exclusão dos seus dados pelo e-mail contato@salao.app.' },
];

export default function PrivacyPage() {
  return <LegalPage title="Política de Privacidade" updated="01/01/2025" sections={SECTIONS} />;
}
