import { invalid } from '@sb/domain';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
export const PASSWORD_IS_USERNAME = 'Password must not be the username';
export const PASSWORD_TOO_COMMON = 'This password is one of the most common passwords; please choose another';

/** The most common passwords of 8 characters or more (breach lists: NordPass, SplashData, NCSC top lists). */
const COMMON_PASSWORDS = new Set([
  '12345678',
  '123456789',
  '1234567890',
  '12345678910',
  '123123123',
  '11111111',
  '00000000',
  '87654321',
  '1q2w3e4r',
  '1q2w3e4r5t',
  '1qaz2wsx',
  'password',
  'password1',
  'password12',
  'password123',
  'password!',
  'passw0rd',
  'p@ssw0rd',
  'p@ssword',
  'qwertyuiop',
  'qwerty123',
  'qwerty12',
  'qwertyui',
  'asdfghjkl',
  'zxcvbnm1',
  'iloveyou',
  'iloveyou1',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'basketball',
  'superman',
  'starwars',
  'whatever',
  'trustno1',
  'welcome1',
  'welcome123',
  'letmein1',
  'abc12345',
  'abcd1234',
  'admin123',
  'administrator',
  'changeme',
  'computer',
  'internet',
  'michelle',
  'jennifer',
  'master123',
  'shadow123',
  'monkey123',
  'dragon123',
  'sportsbook',
  'gambling',
]);

/** Register and create-user: length, not the username, not a common password; each with its own message. */
export const assertPasswordPolicy = (username: string, password: string) => {
  if (password.length < PASSWORD_MIN_LENGTH) throw invalid(PASSWORD_TOO_SHORT);
  if (password.trim().toLowerCase() === username.trim().toLowerCase()) throw invalid(PASSWORD_IS_USERNAME);
  if (COMMON_PASSWORDS.has(password.toLowerCase())) throw invalid(PASSWORD_TOO_COMMON);
};
