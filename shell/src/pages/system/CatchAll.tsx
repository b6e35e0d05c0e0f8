import { useSession } from '@salao/web-core';
import { AppLayout } from '../../layout/AppLayout';
import { FullScreenSpinner } from '../../guards/FullScreenSpinner';
import { NotFoundPage } from './NotFoundPage';

/** Unknown path: the 404 page, inside the layout when logged in. */
export default function CatchAll() {
  const user = useSession((s) => s.user);
  const status = useSession((s) => s.status);
  if (status === 'loading' && user) return <FullScreenSpinner />;
  if (!user) return <NotFoundPage />;
  return (
    <AppLayout>
      <NotFoundPage />
    </AppLayout>
  );
}
