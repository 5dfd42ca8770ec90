import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { errorMessage } from '../api/client';
import { useAuth } from '../auth/auth-context';
import { sessionOf } from '../auth/auth-session';
import { isStoredAuthRemembered } from '../auth/browser-storage';
import { useLoginAsUser } from './admin-api';

/**
 * 'Login as user' (docs/product.md §A4): the user's session, marked as impersonation, replaces
 * the admin's exactly as a login stores it, and the app opens their forms. 'Logout as User'
 * (profile menu) asks the server for the admin's session back.
 */
export function useImpersonation(onFailure: (message: string) => void) {
  const { login } = useAuth();
  const navigate = useNavigate();
  const client = useQueryClient();
  const mutation = useLoginAsUser();

  function start(userId: number) {
    mutation.mutate(userId, {
      onSuccess: (answer) => {
        const session = sessionOf(answer);
        // Nothing the admin's screens loaded may show up in the user's.
        client.removeQueries();
        // The user's session is kept the way the admin's own was (remembered or not).
        login(session, isStoredAuthRemembered());
        void navigate('/forms', { replace: true });
      },
      onError: (error) => onFailure(errorMessage(error)),
    });
  }

  return { start, pending: mutation.isPending };
}
