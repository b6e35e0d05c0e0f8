import { lazyPage } from '@salao/web-core';
import { FullScreenSpinner } from '../guards/FullScreenSpinner';
import type { AreaRoute } from './area-routes';

/**
 * Every area route's element (the permission guard and the remote's page): one lazy module, so the
 * authenticated area can preload it for a returning user and it then renders without suspending.
 */
export const LazyAreaPage = lazyPage<{ route: AreaRoute }>(
  () => import(/* webpackChunkName: "area-page" */ './AreaPage').then((m) => ({ default: m.AreaPage })),
  <FullScreenSpinner text="Carregando..." />,
);
