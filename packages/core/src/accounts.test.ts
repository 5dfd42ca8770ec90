import { describe, expect, it } from 'vitest';
import {
  MIN_PASSWORD_LENGTH,
  forgotPasswordBodySchema,
  isValidEmail,
  loginBodySchema,
  loginWithGoogleBodySchema,
  resetPasswordBodySchema,
  resetPasswordFormSchema,
  signupBodySchema,
  signupFormSchema,
  validateEmail,
  validateNewPassword,
  validatePasswordConfirmation,
  validatePasswordReset,
} from './accounts';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('e-mail shape (docs/product.md §A5)', () => {
  it('accepts text@xx.yy shapes', () => {
    for (const email of ['a@bc.de', 'john.doe@example.com', 'x@sub.domain.org']) {
      expect(isValidEmail(email)).toBe(true);
    }
  });

  it('refuses the rest with "Please use a valid email"', () => {
    for (const email of ['', 'plain', 'a@b.cd', 'a@bc.d', 'a b@cd.ef', '@cd.ef', 'a@cdef']) {
      expect(validateEmail(email)).toBe('Please use a valid email');
    }
    expect(validateEmail('a@bc.de')).toBeNull();
  });
});

describe('passwords (docs/product.md §A5)', () => {
  it('needs at least 8 characters', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(8);
    expect(validateNewPassword('1234567')).toBe('New password must contain at least 8 characters.');
    expect(validateNewPassword('12345678')).toBeNull();
  });

  it('needs 8 visible characters: spaces, zero-width and other invisible characters do not count', () => {
    const invisible = 'A password needs at least 8 visible characters: spaces and invisible characters do not count.';
    expect(validateNewPassword(' '.repeat(8))).toBe(invisible);
    expect(validateNewPassword('\t \n      ')).toBe(invisible);
    expect(signupBodySchema.safeParse({ email: 'a@bc.de', password: ' '.repeat(12) }).error?.issues[0]?.message).toBe(
      invisible,
    );
    expect(resetPasswordBodySchema.safeParse({ password: ' '.repeat(12) }).success).toBe(false);
    // Zero-width space, joiner, word joiner, byte order mark, soft hyphen, no-break and ideographic spaces, controls.
    for (const character of ['\u200b', '\u200d', '\u2060', '\ufeff', '\u00ad', '\u00a0', '\u3000', '\u0007']) {
      expect(validateNewPassword(character.repeat(10)), JSON.stringify(character)).toBe(invisible);
      expect(validateNewPassword(`abc${character.repeat(10)}defg`), JSON.stringify(character)).toBe(invisible);
    }
    expect(
      signupBodySchema.safeParse({ email: 'a@bc.de', password: '\u200b'.repeat(10) }).error?.issues[0]?.message,
    ).toBe(invisible);
    expect(validateNewPassword('  two words ')).toBeNull();
    expect(validateNewPassword('\u200bcorrect\u200bhorse')).toBeNull();
    expect(validateNewPassword('пароль密码ok')).toBeNull();
  });

  it('signup confirmation says "Password should match"', () => {
    expect(validatePasswordConfirmation('abcdefgh', 'abcdefgx')).toBe('Password should match');
    expect(validatePasswordConfirmation('abcdefgh', 'abcdefgh')).toBeNull();
  });

  it('reset says "Passwords should match" for different or empty entries', () => {
    expect(validatePasswordReset('abcdefgh', 'x')).toBe('Passwords should match');
    expect(validatePasswordReset('', '')).toBe('Passwords should match');
    expect(validatePasswordReset('abcdefgh', 'abcdefgh')).toBeNull();
  });

  it('the screen schemas carry the same messages', () => {
    const signup = signupFormSchema.safeParse({ email: 'a@bc.de', password: 'abcdefgh', confirmPassword: 'x' });
    expect(messages(signup)).toEqual(['Password should match']);
    const reset = resetPasswordFormSchema.safeParse({ password: 'abcdefgh', confirmPassword: 'abcdefgX' });
    expect(messages(reset)).toEqual(['Passwords should match']);
  });
});

describe('request bodies', () => {
  it('accept the product’s fields', () => {
    expect(signupBodySchema.safeParse({ email: 'a@bc.de', password: 'abcdefgh' }).success).toBe(true);
    expect(loginBodySchema.safeParse({ email: 'a@bc.de', password: 'x' }).success).toBe(true);
    expect(forgotPasswordBodySchema.safeParse({ email: 'a@bc.de' }).success).toBe(true);
    expect(resetPasswordBodySchema.safeParse({ password: 'abcdefgh' }).success).toBe(true);
    expect(loginWithGoogleBodySchema.safeParse({ tokenID: 't' }).success).toBe(true);
    expect(loginWithGoogleBodySchema.safeParse({ email: 'a@bc.de', tokenID: 't' }).success).toBe(true);
  });

  it('refuse bad e-mails and short new passwords with the product’s messages', () => {
    expect(messages(signupBodySchema.safeParse({ email: 'nope', password: 'short' }))).toEqual([
      'Please use a valid email',
      'New password must contain at least 8 characters.',
    ]);
    expect(messages(forgotPasswordBodySchema.safeParse({ email: 'a@b' }))).toEqual(['Please use a valid email']);
    expect(resetPasswordBodySchema.safeParse({ password: 'short' }).success).toBe(false);
    expect(loginWithGoogleBodySchema.safeParse({ email: 'a@bc.de' }).success).toBe(false);
  });

  it.each(['role', 'admin', 'emailVerified', 'isActive'])('refuse the unknown key %s', (key) => {
    const extra = { [key]: key === 'role' ? 1 : true };
    expect(signupBodySchema.safeParse({ email: 'a@bc.de', password: 'abcdefgh', ...extra }).success).toBe(false);
    expect(loginBodySchema.safeParse({ email: 'a@bc.de', password: 'abcdefgh', ...extra }).success).toBe(false);
    expect(forgotPasswordBodySchema.safeParse({ email: 'a@bc.de', ...extra }).success).toBe(false);
    expect(resetPasswordBodySchema.safeParse({ password: 'abcdefgh', ...extra }).success).toBe(false);
    expect(loginWithGoogleBodySchema.safeParse({ tokenID: 't', ...extra }).success).toBe(false);
  });

  it('refuse a __proto__ key as JSON.parse produces it', () => {
    const body: unknown = JSON.parse('{"email":"a@bc.de","password":"abcdefgh","__proto__":{"admin":true}}');
    expect(signupBodySchema.safeParse(body).success).toBe(false);
    expect(loginBodySchema.safeParse(body).success).toBe(false);
    const forgot: unknown = JSON.parse('{"email":"a@bc.de","__proto__":{"role":1}}');
    expect(forgotPasswordBodySchema.safeParse(forgot).success).toBe(false);
  });
});
