import { Avatar, Button, Card, Space, Typography, Upload } from 'antd';
import { PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { LOGO_MIME_TYPES, SETTINGS_MSG, type EstablishmentInfo } from '@salao/contracts';
import { ESTABLISHMENT_KEY, apiUpload, useLiveWrite } from '@salao/web-core';
import { withFeedback } from '../shared/feedback';

/** The logo: POST /api/establishment/logo, multipart field `logo`; the server checks type and size. */
export function LogoUpload({ establishment }: { establishment: EstablishmentInfo }) {
  const upload = useLiveWrite({
    write: (file: File) => {
      const form = new FormData();
      form.append('logo', file);
      return apiUpload<unknown>('/api/establishment/logo', form);
    },
    causes: [],
    also: [ESTABLISHMENT_KEY],
  });

  // The server says why a file is refused (type, size): that reason is the toast's text.
  const send = (file: File) => withFeedback(() => upload.mutateAsync(file), 'Erro ao enviar logo.', 'Logo atualizado!');

  return (
    <Card title="Logo">
      <Space orientation="vertical" size="middle" style={{ width: '100%', alignItems: 'center', textAlign: 'center' }}>
        {establishment.logo ? (
          <img src={establishment.logo} alt={`Logo de ${establishment.name}`} width={120} height={120} style={{ objectFit: 'contain', borderRadius: 12 }} />
        ) : (
          <Avatar shape="square" size={120} icon={<PictureOutlined />} aria-label="Sem logo" />
        )}
        <Upload
          accept={LOGO_MIME_TYPES.join(',')}
          showUploadList={false}
          beforeUpload={(file) => {
            void send(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={upload.isPending}>
            Enviar Logo
          </Button>
        </Upload>
        <Typography.Text type="secondary">{SETTINGS_MSG.logoHint}</Typography.Text>
      </Space>
    </Card>
  );
}
