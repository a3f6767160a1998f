import type { TRegisterResponse } from '@sb/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest, errorMessage, refreshSession } from '@sb/web-kit';
import { useState } from 'react';
import type { AuthMode } from './auth-copy';
import { AUTH_COPY, PASSWORDS_DIFFER, REGISTER_SUCCESS_FALLBACK } from './auth-copy';

export type AuthFields = { username: string; password: string; confirmPassword: string };
export type AuthFeedback = { kind: 'error' | 'success'; text: string } | null;

const EMPTY_FIELDS: AuthFields = { username: '', password: '', confirmPassword: '' };

/** State and submit logic of the login/register card, kept apart from its markup. */
export function useAuthForm() {
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<AuthMode>('login');
  const [fields, setFields] = useState<AuthFields>(EMPTY_FIELDS);
  const [feedback, setFeedback] = useState<AuthFeedback>(null);
  const [busy, setBusy] = useState(false);

  const setField = (name: keyof AuthFields, value: string) => setFields((current) => ({ ...current, [name]: value }));

  const switchMode = () => {
    setMode((current) => (current === 'login' ? 'register' : 'login'));
    setFeedback(null);
  };

  async function logIn({ username, password }: AuthFields) {
    await apiRequest('POST', '/api/login', { username, password });
    // Spec: after a successful login the user goes to /. The router mounts with the signed-in app, so the
    // address is set first and the app then renders at /.
    window.history.pushState(null, '', '/');
    await refreshSession(queryClient);
  }

  async function register({ username, password }: AuthFields) {
    const answer = await apiRequest<TRegisterResponse | undefined>('POST', '/api/register', { username, password });
    setFeedback({ kind: 'success', text: answer?.message || REGISTER_SUCCESS_FALLBACK });
    setFields(EMPTY_FIELDS);
  }

  async function submit() {
    setFeedback(null);
    if (mode === 'register' && fields.password !== fields.confirmPassword) {
      // Spec section 5: a mismatch is reported without sending anything.
      setFeedback({ kind: 'error', text: PASSWORDS_DIFFER });
      return;
    }
    setBusy(true);
    try {
      await (mode === 'login' ? logIn(fields) : register(fields));
    } catch (error) {
      setFeedback({ kind: 'error', text: errorMessage(error, AUTH_COPY[mode].failure) });
    } finally {
      setBusy(false);
    }
  }

  return { mode, fields, feedback, busy, setField, switchMode, submit };
}
