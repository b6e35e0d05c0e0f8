import type { RemoteRoutes } from '@salao/web-core';
import { SettingsPage } from './pages/SettingsPage';
import { N8nTestPage } from './pages/N8nTestPage';

/** Exposed as 'mf_configuracoes/routes'. */
const routes: RemoteRoutes = {
  '/configuracoes': SettingsPage,
  '/n8n-test': N8nTestPage,
};
export default routes;
