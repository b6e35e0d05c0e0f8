import { useSession } from '@salao/web-core';
import { AdminDashboard } from '../dashboard/AdminDashboard';
import { StaffDashboard } from '../dashboard/StaffDashboard';

export function DashboardPage() {
  const role = useSession((s) => s.user?.role);
  return role === 'staff' ? <StaffDashboard /> : <AdminDashboard />;
}
