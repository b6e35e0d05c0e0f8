import { Button, Flex, Result } from 'antd';

/** Unexpected failure anywhere in the shell (docs/product/overview.md). */
export default function ErrorScreen() {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Result
        status="error"
        title="Erro no Sistema"
        subTitle="Ocorreu um erro inesperado. Tente recarregar a página."
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            Recarregar Página
          </Button>
        }
      />
    </Flex>
  );
}
