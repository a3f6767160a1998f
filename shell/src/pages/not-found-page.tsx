import { NotFoundPanel } from '@sb/web-kit';
import { useNavigate } from 'react-router-dom';

/** Any path the spec does not list, and any path a remote does not serve. */
export function NotFoundPage() {
  const navigate = useNavigate();
  return <NotFoundPanel onBack={() => navigate('/')} />;
}
