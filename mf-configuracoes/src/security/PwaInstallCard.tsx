import { useEffect, useState } from 'react';
import { Button, Card, Modal, Space, Typography } from 'antd';
import { AndroidOutlined, AppleOutlined, DesktopOutlined, DownloadOutlined } from '@ant-design/icons';

interface InstallPrompt extends Event {
  prompt: () => Promise<void>;
}

const INSTRUCTIONS = [
  {
    icon: <AppleOutlined />,
    title: 'iPhone (Safari)',
    steps: ['Abra o site no Safari.', 'Toque em Compartilhar.', "Escolha 'Adicionar à Tela de Início' e confirme."],
  },
  {
    icon: <AndroidOutlined />,
    title: 'Android (Chrome)',
    steps: ['Abra o site no Chrome.', 'Toque no menu (⋮).', "Escolha 'Instalar aplicativo' ou 'Adicionar à tela inicial'."],
  },
  {
    icon: <DesktopOutlined />,
    title: 'Computador (Chrome/Edge)',
    steps: ['Abra o site no Chrome ou no Edge.', 'Clique no ícone de instalar na barra de endereço.', "Confirme em 'Instalar'."],
  },
];

/** PWA install section (docs/product/screens.md): the browser's own prompt when it offers one, the instructions dialog otherwise. */
export function PwaInstallCard() {
  const [prompt, setPrompt] = useState<InstallPrompt | null>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const keep = (event: Event) => {
      event.preventDefault();
      setPrompt(event as InstallPrompt);
    };
    window.addEventListener('beforeinstallprompt', keep);
    return () => window.removeEventListener('beforeinstallprompt', keep);
  }, []);

  const install = async () => {
    if (!prompt) return setOpen(true);
    await prompt.prompt();
    setPrompt(null);
  };

  return (
    <Card title="Instalar Aplicativo">
      <Typography.Paragraph type="secondary">
        Instale o Salão no celular ou no computador para abrir a agenda direto da tela inicial. No computador use o Chrome ou o Edge; no iPhone, o Safari; no
        Android, o Chrome.
      </Typography.Paragraph>
      <Space wrap>
        <Button type="primary" icon={<DownloadOutlined />} onClick={() => void install()}>
          Instalar Aplicativo
        </Button>
        <Button onClick={() => setOpen(true)}>Ver instruções</Button>
      </Space>
      <Modal open={open} title="Como instalar o aplicativo" onCancel={() => setOpen(false)} footer={<Button onClick={() => setOpen(false)}>Fechar</Button>}>
        {INSTRUCTIONS.map((item) => (
          <div key={item.title} style={{ marginBottom: 12 }}>
            <Typography.Title level={5}>
              {item.icon} {item.title}
            </Typography.Title>
            <ol style={{ paddingInlineStart: 20, margin: 0 }}>
              {item.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </div>
        ))}
      </Modal>
    </Card>
  );
}
