import { describe, expect, it } from 'vitest';
import { returnPathOf, signInReturningTo } from './returnTo';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('returning to the page asked for after sign-in', () => {
  it('carries the whole address through sign-in and back', () => {
    const signIn = signInReturningTo('/', at('/orders/edit-order/42', '?tab=history', '#refunds'));
    expect(signIn).toBe('/?next=%2Forders%2Fedit-order%2F42%3Ftab%3Dhistory%23refunds');
    expect(returnPathOf(new URL(signIn, 'http://x').searchParams)).toBe('/orders/edit-order/42?tab=history#refunds');
  });

  it('the root itself needs no return', () => {
    expect(signInReturningTo('/', at('/'))).toBe('/');
  });

  it('never returns to another origin or to nothing', () => {
    for (const next of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
      '/',
    ])
      expect(returnPathOf(new URLSearchParams({ next })), next).toBeNull();
    expect(returnPathOf(new URLSearchParams())).toBeNull();
  });
});
