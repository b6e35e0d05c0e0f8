import { WithAntd } from '@salao/web-core/light';
import { RemotePage } from '../federation/RemotePage';
import { AreaSpinner } from '../guards/FullScreenSpinner';
import { RequirePermission } from '../guards/RequirePermission';
import { LIGHT_AREA_PAGES, type AreaRoute } from './area-routes';

/**
 * One area page: permission guard, then the remote that draws it, in antd's context (theme, locale, toasts) unless
 * the page is drawn without antd (docs/architecture.md, 'First visit').
 */
export function AreaPage({ route }: { route: AreaRoute }) {
  const page = (
    <RequirePermission permission={route.permission}>
      <RemotePage remote={route.remote} path={route.path} />
    </RequirePermission>
  );
  if (LIGHT_AREA_PAGES.has(route.path)) return page;
  return (
    <WithAntd toasts fallback={<AreaSpinner />}>
      {page}
    </WithAntd>
  );
}
