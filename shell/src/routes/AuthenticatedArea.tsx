import { RequireAuth } from '../guards/RequireAuth';
import { AppLayout } from '../layout/AppLayout';

export default function AuthenticatedArea() {
  return (
    <RequireAuth>
      <AppLayout />
    </RequireAuth>
  );
}
