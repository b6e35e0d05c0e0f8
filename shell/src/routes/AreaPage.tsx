import { RemotePage } from '../federation/RemotePage';
import { RequirePermission } from '../guards/RequirePermission';
import type { AreaRoute } from './area-routes';

/** One area page: permission guard, then the remote that draws it. */
export function AreaPage({ route }: { route: AreaRoute }) {
  return (
    <RequirePermission permission={route.permission}>
      <RemotePage remote={route.remote} path={route.path} />
    </RequirePermission>
  );
}
