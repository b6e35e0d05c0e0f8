import { Navigate, Route, Routes } from 'react-router';
import { lazyPage } from '../app/lazy-page';
import { RedirectIfLoggedIn } from '../guards/RedirectIfLoggedIn';
import { AREA_ROUTES } from './area-routes';

// Declarative routes (not the data router): the /login first load carries ~10 KB gzip less of react-router.
// Built once: a lazy component created during render would remount its page on every navigation.
const P = {
  landing: lazyPage(() => import('../pages/public/LandingPage')),
  login: lazyPage(() => import('../pages/auth/LoginPage')),
  register: lazyPage(() => import('../pages/registration/RegisterPage')),
  forgot: lazyPage(() => import('../pages/auth/ForgotPasswordPage')),
  reset: lazyPage(() => import('../pages/auth/ResetPasswordPage')),
  terms: lazyPage(() => import('../pages/public/TermsPage')),
  privacy: lazyPage(() => import('../pages/public/PrivacyPage')),
  fullRegistration: lazyPage(() => import('../pages/registration/FullRegistrationPage')),
  selectPlan: lazyPage(() => import('../pages/registration/SelectPlanPage')),
  payment: lazyPage(() => import('../pages/payment/PaymentPage')),
  paymentSuccess: lazyPage(() => import('../pages/payment/PaymentSuccessPage')),
  paymentCallback: lazyPage(() => import('../pages/payment/PaymentCallbackPage')),
  paymentReturn: lazyPage(() => import('../pages/payment/PaymentReturnPage')),
  manualConfirmation: lazyPage(() => import('../pages/payment/ManualConfirmationPage')),
  authenticated: lazyPage(() => import('./AuthenticatedArea')),
  catchAll: lazyPage(() => import('../pages/system/CatchAll')),
};

const AREA_PAGES = AREA_ROUTES.map((route) => ({
  route,
  element: lazyPage(() => import('./AreaPage').then((m) => ({ default: () => <m.AreaPage route={route} /> }))),
}));

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={P.landing} />
      <Route path="/vendas" element={P.landing} />
      <Route element={<RedirectIfLoggedIn />}>
        <Route path="/login" element={P.login} />
        <Route path="/register" element={P.register} />
      </Route>
      <Route path="/esqueceu-senha" element={P.forgot} />
      <Route path="/redefinir-senha" element={P.reset} />
      <Route path="/terms-of-service" element={P.terms} />
      <Route path="/privacy-policy" element={P.privacy} />
      <Route path="/cadastro-estabelecimento" element={P.fullRegistration} />
      <Route path="/selecionar-plano" element={P.selectPlan} />
      <Route path="/pagamento" element={P.payment} />
      <Route path="/pagamento-sucesso" element={P.paymentSuccess} />
      <Route path="/pagamento-callback" element={P.paymentCallback} />
      <Route path="/pagamento-retorno" element={P.paymentReturn} />
      <Route path="/confirmar-pagamento" element={P.manualConfirmation} />
      <Route element={P.authenticated}>
        {AREA_PAGES.map(({ route, element }) => (
          <Route key={route.path} path={route.path} element={element} />
        ))}
        {/* The appointments page is also referred to as /appointments (SPEC §2). */}
        <Route path="/appointments" element={<Navigate to="/agendamentos" replace />} />
      </Route>
      <Route path="*" element={P.catchAll} />
    </Routes>
  );
}
