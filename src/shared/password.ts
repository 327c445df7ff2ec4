export const PASSWORD_MIN_LENGTH = 10;

/** Passwords of ten characters or more that appear on every list of the most used ones. */
const COMMON = new Set([
  '1234567890', '0123456789', '12345678910', '123456789a', 'qwertyuiop', 'password12', 'password123',
  'password1234', 'passw0rd123', 'iloveyou12', 'abcdefghij', 'abc1234567', '1q2w3e4r5t', '1qaz2wsx3edc',
  'qwerty1234', 'qwerty12345', 'qwertyuiop1', 'asdfghjkl1', 'zxcvbnm123', 'aaaaaaaaaa', '1111111111',
  '0000000000', 'football12', 'basketball', 'princess12', 'sunshine12', 'welcome123', 'admin12345',
  'administrator', 'changeme123', 'letmein123', 'trustno1234', 'superman12', 'benvenuto1', 'benvenuto123',
  'password1!', 'password!1', 'juventus12', 'juventus1897', 'forzainter', 'forzamilan', 'forzaroma1',
  'napoli1926', 'ciaociao12', 'ciao123456', 'amoremio12', 'tiamo12345', 'passwordpassword',
]);

export const isStrongPassword = (password: string): boolean => {
  if (password.length < PASSWORD_MIN_LENGTH) return false;
  if (COMMON.has(password.toLowerCase())) return false;
  if (/^(.)\1+$/.test(password)) return false;
  return true;
};
