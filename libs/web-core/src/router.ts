/**
 * Navigation for remotes. react-router is not a shared package (shared whole it costs ~56 KB gzip on every
 * first load); the shell owns the router and remotes reach it through web-core, the singleton, so they see
 * the shell's router context. Remotes import these from '@salao/web-core', never from 'react-router'.
 */
export { Link, NavLink, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
