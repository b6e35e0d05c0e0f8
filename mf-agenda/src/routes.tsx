import type { RemoteRoutes } from '@salao/web-core';
import { DashboardPage } from './pages/DashboardPage';
import { AppointmentsPage } from './pages/AppointmentsPage';
import { ServicesPage } from './pages/ServicesPage';
import { StaffPage } from './pages/StaffPage';

/** Exposed as 'mf_agenda/routes': the page of each path this area owns. */
const routes: RemoteRoutes = {
  '/dashboard': DashboardPage,
  '/agendamentos': AppointmentsPage,
  '/servicos': ServicesPage,
  '/colaboradores': StaffPage,
};
export default routes;
