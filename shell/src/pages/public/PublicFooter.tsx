import { Link } from 'react-router';

const YEAR = new Date().getFullYear();

export function PublicFooter() {
  return (
    <footer className="lp-footer">
      <span className="lp-muted">© {YEAR} Salão</span>
      <Link to="/terms-of-service">Termos de Uso</Link>
      <Link to="/privacy-policy">Política de Privacidade</Link>
    </footer>
  );
}
