import { useSession } from '@salao/web-core';
import { AdminDashboard } from './AdminDashboard';
import { StaffDashboard } from './StaffDashboard';

/**
 * /dashboard: the staff dashboard for staff, the establishment's for everyone else (docs/product/screens.md). Drawn
 * with the light kit, not antd (docs/architecture.md, 'First visit'): `salao-light` gives it antd's text size and
 * line height.
 */
export default function DashboardPage() {
  const role = useSession((s) => s.user?.role);
  return <div className="salao-light">{role === 'staff' ? <StaffDashboard /> : <AdminDashboard />}</div>;
}
