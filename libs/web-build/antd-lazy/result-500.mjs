// Stands in for antd/es/result/serverError inside antd (see ../antd-lazy.cjs): downloaded only when it is first drawn.
import { Suspense, createElement, lazy } from 'react';

const Real = lazy(() => import('antd/es/result/serverError'));

export default function Lazy(props) {
  return createElement(Suspense, { fallback: null }, createElement(Real, props));
}
