import { Link } from 'react-router';
import { ScissorIcon } from './icons';

/** The public pages' bar. Plain HTML and landing.css (no script decides the mobile layout): landing.html draws the same markup before React. */
export function PublicHeader() {
  return (
    <header className="lp-header">
      <Link to="/" className="lp-logo">
        <span className="lp-logo-mark">
          <ScissorIcon />
        </span>
        Salão
      </Link>
      <nav className="lp-nav lp-wide" aria-label="Seções">
        <a href="#features">Recursos</a>
        <a href="#pricing">Planos</a>
        <a href="#testimonials">Depoimentos</a>
        <a href="#contact">Contato</a>
      </nav>
      <div className="lp-actions">
        <Link to="/login" className="lp-btn">
          Entrar
        </Link>
        <Link to="/register" className="lp-btn lp-btn-primary lp-wide">
          Teste grátis
        </Link>
      </div>
    </header>
  );
}
