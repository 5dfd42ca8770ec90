// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isValidEmail, validateForgotPassword, validateResetPassword, validateSignup } from './validation';

const valid = { email: 'ada@example.com', password: 'correct-horse', confirmPassword: 'correct-horse' };

describe('isValidEmail (spec §5)', () => {
  it.each(['ada@example.com', 'a.b+c@mail.example.org', 'x@ab.cd'])('accepts %s', (email) =>
    expect(isValidEmail(email)).toBe(true),
  );
  it.each(['', 'ada', 'ada@example', 'ada@e.com', 'ada@example.c', 'ada @example.com', '@example.com'])(
    'refuses %j',
    (email) => expect(isValidEmail(email)).toBe(false),
  );
});

describe('validateSignup', () => {
  it('accepts a complete signup', () => {
    expect(validateSignup(valid)).toBeNull();
  });

  it('says "Please use a valid email" for a bad or empty e-mail', () => {
    expect(validateSignup({ ...valid, email: 'nope' })).toEqual({ field: 'email', message: 'Please use a valid email' });
    expect(validateSignup({ ...valid, email: '' })?.message).toBe('Please use a valid email');
  });

  it('asks for at least 8 characters', () => {
    expect(validateSignup({ ...valid, password: '1234567', confirmPassword: '1234567' })).toEqual({
      field: 'password',
      message: 'New password must contain at least 8 characters.',
    });
    expect(validateSignup({ ...valid, password: '12345678', confirmPassword: '12345678' })).toBeNull();
  });

  it('says "Password should match" when the confirmation differs', () => {
    expect(validateSignup({ ...valid, confirmPassword: 'correct-horsE' })).toEqual({
      field: 'confirmPassword',
      message: 'Password should match',
    });
  });
});

describe('validateForgotPassword', () => {
  it('uses the signup e-mail rule', () => {
    expect(validateForgotPassword('ada@example.com')).toBeNull();
    expect(validateForgotPassword('ada@')?.message).toBe('Please use a valid email');
  });
});

describe('validateResetPassword', () => {
  it('says "Passwords should match" when unequal or empty', () => {
    expect(validateResetPassword('a-new-password', 'a-new-password')).toBeNull();
    expect(validateResetPassword('a-new-password', 'another')?.message).toBe('Passwords should match');
    expect(validateResetPassword('', '')?.message).toBe('Passwords should match');
  });
});
