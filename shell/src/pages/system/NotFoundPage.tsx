import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="404 Page Not Found"
      subTitle="A página que você procura não existe."
      extra={
        <Button type="primary" onClick={() => navigate('/dashboard')}>
          Voltar ao Dashboard
        </Button>
      }
    />
  );
}
