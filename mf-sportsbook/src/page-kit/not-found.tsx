import { NotFoundPanel } from '@sb/web-kit';
import { useNavigate } from 'react-router-dom';

/** The shell's 404, for a path this remote is given but does not know (/sportsbook/Cricket). */
export function NotFound() {
  const navigate = useNavigate();
  return <NotFoundPanel onBack={() => navigate('/')} />;
}
