import { useState } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useSession } from '@salao/web-core';

/**
 * /login and /register send a user who arrives logged in to /dashboard (plan and payment pages don't).
 * Someone who logs in on the page is sent by the page itself, after its 100 ms pause.
 */
export function RedirectIfLoggedIn() {
  const user = useSession((s) => s.user);
  const status = useSession((s) => s.status);
  const [arrivedLoggedIn] = useState(() => !!user);
  if (user && status === 'ready' && arrivedLoggedIn) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
