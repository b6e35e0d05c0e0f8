import { Component, type ReactNode } from 'react';
import { RemoteErrorCard } from './RemoteErrorCard';

interface Props {
  children: ReactNode;
  onRetry: () => void;
}

/** Catches a remote page that throws while rendering, so the failure stays inside its area. */
export class RemoteBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('Erro ao exibir módulo remoto', error);
  }

  override render() {
    if (this.state.failed)
      return (
        <RemoteErrorCard
          onRetry={() => {
            this.setState({ failed: false });
            this.props.onRetry();
          }}
        />
      );
    return this.props.children;
  }
}
