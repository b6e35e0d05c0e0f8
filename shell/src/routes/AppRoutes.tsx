import { Navigate, Route, Routes } from 'react-router';
import { lazyPage } from '@salao/web-core';
import { setAntdProvider } from '@salao/web-core/host';
import { FullScreenSpinner } from '../guards/FullScreenSpinner';
import { RedirectIfLoggedIn } from '../guards/RedirectIfLoggedIn';
import { AREA_ROUTES } from './area-routes';
import { LazyAreaPage } from './lazy-area-page';

/** A route element loaded on demand, so /login does not download the landing page or the layout. */
function lazyElement(load: Parameters<typeof lazyPage>[0], fallback = <FullScreenSpinner text="Carregando..." />) {
  const Page = lazyPage(load, fallback);
  return <Page />;
}

// Declarative routes (not the data router): the /login first load carries ~10 KB gzip less of react-router.
// Built once: a lazy component created during render would remount its page on every navigation.
const P = {
  landing: lazyElement(() => import('../pages/public/LandingPage')),
  login: lazyElement(() => import('../pages/auth/LoginPage')),
  register: lazyElement(() => import('../pages/registration/RegisterPage')),
  forgot: lazyElement(() => import('../pages/auth/ForgotPasswordPage')),
  reset: lazyElement(() => import('../pages/auth/ResetPasswordPage')),
  confirmEmail: lazyElement(() => import('../pages/auth/ConfirmEmailPage')),
  terms: lazyElement(() => import('../pages/public/TermsPage')),
  privacy: lazyElement(() => import('../pages/public/PrivacyPage')),
  fullRegistration: lazyElement(() => import('../pages/registration/FullRegistrationPage')),
  selectPlan: lazyElement(() => import('../pages/registration/SelectPlanPage')),
  payment: lazyElement(() => import('../pages/payment/PaymentPage')),
  paymentSuccess: lazyElement(() => import('../pages/payment/PaymentSuccessPage')),
  paymentCallback: lazyElement(() => import('../pages/payment/PaymentCallbackPage')),
  paymentReturn: lazyElement(() => import('../pages/payment/PaymentReturnPage')),
  manualConfirmation: lazyElement(() => import('../pages/payment/ManualConfirmationPage')),
  // One chunk with index.ts's early import of the same module (see there). Its wait is the session's check: the
  // same spinner as RequireAuth's, and as area.html's before any script (docs/architecture.md, 'First visit').
  authenticated: lazyElement(() => import(/* webpackChunkName: "authenticated-area" */ './AuthenticatedArea'), <FullScreenSpinner />),
  // antd's context (theme, locale, toasts) for the pages outside the area drawn with antd: /login and the public pages never load it.
  antd: lazyElement(() => import(/* webpackChunkName: "antd-root" */ '../app/AntdRoot')),
  catchAll: lazyElement(() => import('../pages/system/CatchAll')),
};

// antd's context (AntdRoot.tsx's chunk) for every part drawn with antd on a page drawn without it (web-core's WithAntd).
setAntdProvider(() => import(/* webpackChunkName: "antd-root" */ '../app/AntdRoot').then((m) => ({ default: m.AntdProvider })));

const AREA_PAGES = AREA_ROUTES.map((route) => ({ route, element: <LazyAreaPage route={route} /> }));

export function AppRoutes() {
  return (
    <Routes>
      {/* Drawn without antd (docs/architecture.md, 'First visit'). */}
      <Route path="/" element={P.landing} />
      <Route path="/vendas" element={P.landing} />
      <Route path="/terms-of-service" element={P.terms} />
      <Route path="/privacy-policy" element={P.privacy} />
      <Route element={<RedirectIfLoggedIn />}>
        <Route path="/login" element={P.login} />
      </Route>
      {/* The area: each page in antd's context but the dashboard (AreaPage.tsx). */}
      <Route element={P.authenticated}>
        {AREA_PAGES.map(({ route, element }) => (
          <Route key={route.path} path={route.path} element={element} />
        ))}
        {/* The appointments page is also referred to as /appointments (docs/product/screens.md). */}
        <Route path="/appointments" element={<Navigate to="/agendamentos" replace />} />
      </Route>
      <Route element={P.antd}>
        <Route element={<RedirectIfLoggedIn />}>
          <Route path="/register" element={P.register} />
          {/* docs/product/errors.md sends a plan choice without registration data to /registro: the same short signup. */}
          <Route path="/registro" element={P.register} />
        </Route>
        <Route path="/esqueceu-senha" element={P.forgot} />
        <Route path="/redefinir-senha" element={P.reset} />
        <Route path="/confirmar-email" element={P.confirmEmail} />
        <Route path="/cadastro-estabelecimento" element={P.fullRegistration} />
        <Route path="/selecionar-plano" element={P.selectPlan} />
        <Route path="/pagamento" element={P.payment} />
        <Route path="/pagamento-sucesso" element={P.paymentSuccess} />
        <Route path="/pagamento-callback" element={P.paymentCallback} />
        <Route path="/pagamento-retorno" element={P.paymentReturn} />
        <Route path="/confirmar-pagamento" element={P.manualConfirmation} />
        <Route path="*" element={P.catchAll} />
      </Route>
    </Routes>
  );
}
