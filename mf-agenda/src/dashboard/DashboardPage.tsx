import { useSession } from '@salao/web-core';
import { AdminDashboard } from './AdminDashboard';
import { StaffDashboard } from './StaffDashboard';

/** /dashboard: the staff dashboard for staff, the establishment's for everyone else (docs/product/screens.md). */
export default function DashboardPage() {
  const role = useSession((s) => s.user?.role);
  return role === 'staff' ? <StaffDashboard /> : <AdminDashboard />;
}
