import { RequireAuth } from '../guards/RequireAuth';
import { AppLayout } from '../layout/AppLayout';

/** The logged-in app: 'Acesso Restrito' without a session, else the layout and the area's page. */
export default function AuthenticatedShell() {
  return (
    <RequireAuth>
      <AppLayout />
    </RequireAuth>
  );
}
