/** Every text of the login and register screen (spec sections 2 and 8), in one place. */
export type AuthMode = 'login' | 'register';

export const AUTH_COPY = {
  login: {
    title: 'Welcome Back',
    subtitle: 'Sign in to your account',
    submit: 'Sign In',
    switchPrompt: "Don't have an account?",
    switchAction: 'Sign up',
    failure: 'Login failed',
  },
  register: {
    title: 'Create Account',
    subtitle: 'Sign up to start betting',
    submit: 'Create Account',
    switchPrompt: 'Already have an account?',
    switchAction: 'Sign in',
    failure: 'Registration failed',
  },
} as const satisfies Record<AuthMode, Record<string, string>>;

export const BUSY_LABEL = 'Loading...';
export const PASSWORDS_DIFFER = "Passwords don't match";
export const REGISTER_SUCCESS_FALLBACK = 'Account created successfully! Awaiting admin approval.';
