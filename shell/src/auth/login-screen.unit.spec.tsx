import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createQueryClient, ThemeRoot } from '@sb/web-kit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginScreen } from './login-screen';

function renderLogin() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ThemeRoot>
        <LoginScreen />
      </ThemeRoot>
    </QueryClientProvider>,
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LoginScreen', () => {
  it('switches between sign-in and create-account texts', () => {
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeTruthy();
    expect(screen.getByText('Sign in to your account')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('heading', { name: 'Create Account' })).toBeTruthy();
    expect(screen.getByText('Sign up to start betting')).toBeTruthy();
    expect(screen.getByLabelText('Confirm Password')).toBeTruthy();
  });

  it("says 'Passwords don't match' without sending anything", () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    type('Username', 'ann');
    type('Password', 'one');
    type('Confirm Password', 'two');
    submit('Create Account');
    expect(screen.getByRole('alert').textContent).toBe("Passwords don't match");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows Loading... while registering, then the success message with cleared fields', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    type('Username', 'ann');
    type('Password', 'secret');
    type('Confirm Password', 'secret');
    submit('Create Account');
    expect(screen.getByRole('button', { name: 'Loading...' }).hasAttribute('disabled')).toBe(true);

    answer(new Response(JSON.stringify({ message: 'Account created successfully! Awaiting admin approval.' })));
    await screen.findByText('Account created successfully! Awaiting admin approval.');
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Confirm Password') as HTMLInputElement).value).toBe('');
  });

  it("shows the server's error text, or 'Login failed' when there is none", async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response('{"error":"Invalid username or password"}', { status: 401 }))
      .mockResolvedValueOnce(new Response('', { status: 502, statusText: 'Bad Gateway' }));
    vi.stubGlobal('fetch', fetchMock);
    renderLogin();
    type('Username', 'ann');
    type('Password', 'wrong');
    submit('Sign In');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Invalid username or password'));
    submit('Sign In');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Login failed'));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/login');
  });
});
