// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isSafeRedirect, loginPathFor, redirectTarget, safeRedirect, signupRedirectTarget } from './safe-redirect';

describe('isSafeRedirect', () => {
  it.each(['/forms', '/forms?page=2', '/editor/12/builder', '/data?form=3#top', '/', '/javascript:alert(1)'])(
    'accepts the same-origin path %s',
    (path) => expect(isSafeRedirect(path)).toBe(true),
  );

  it.each([
    ['protocol-relative', '//evil.example'],
    ['backslash host', '/\\evil.example'],
    ['absolute https', 'https://evil.example/forms'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['data scheme', 'data:text/html,hi'],
    ['relative', 'forms'],
    ['empty', ''],
    ['tab smuggling', '/\t/evil.example'],
    ['newline smuggling', '/\n/evil.example'],
    ['leading space', ' /forms'],
  ])('refuses %s', (_name, path) => expect(isSafeRedirect(path)).toBe(false));

  it('refuses values that are not text', () => {
    expect(isSafeRedirect(undefined)).toBe(false);
    expect(isSafeRedirect(null)).toBe(false);
    expect(isSafeRedirect({ pathname: '/forms' })).toBe(false);
  });
});

describe('safeRedirect', () => {
  it('keeps a safe path and replaces anything else with /forms', () => {
    expect(safeRedirect('/forms?x=1')).toBe('/forms?x=1');
    expect(safeRedirect('https://evil.example')).toBe('/forms');
    expect(safeRedirect('//evil.example', '/elsewhere')).toBe('/elsewhere');
  });
});

describe('redirectTarget', () => {
  it('prefers router state, then ?from=, then /forms', () => {
    expect(redirectTarget({ from: '/data' }, '?from=%2Fforms%3Fa%3D1')).toBe('/data');
    expect(redirectTarget(null, '?from=%2Fforms%3Fa%3D1')).toBe('/forms?a=1');
    expect(redirectTarget(undefined, '')).toBe('/forms');
  });

  it('ignores unsafe values in both places', () => {
    expect(redirectTarget({ from: '//evil.example' }, '?from=https%3A%2F%2Fevil.example')).toBe('/forms');
    expect(redirectTarget({ from: 'javascript:alert(1)' }, '?from=%2Fdata')).toBe('/data');
  });

  it('round-trips the path written by loginPathFor', () => {
    const login = new URL(loginPathFor('/forms?tab=a&b=c'), 'http://app.test');
    expect(login.pathname).toBe('/login');
    expect(redirectTarget(null, login.search)).toBe('/forms?tab=a&b=c');
  });
});

describe('signupRedirectTarget', () => {
  it('turns editor paths into /forms and keeps others', () => {
    expect(signupRedirectTarget({ from: '/editor' }, '')).toBe('/forms');
    expect(signupRedirectTarget({ from: '/editor/5/builder' }, '')).toBe('/forms');
    expect(signupRedirectTarget(null, '?from=%2Feditor%3Fx%3D1')).toBe('/forms');
    expect(signupRedirectTarget({ from: '/editorial' }, '')).toBe('/editorial');
    expect(signupRedirectTarget({ from: '/data' }, '')).toBe('/data');
  });
});
