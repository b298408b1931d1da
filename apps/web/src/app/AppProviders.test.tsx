// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { theme as antdTheme } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from './AppProviders';

/** A media query list whose `matches` the test flips, telling its listeners as a browser does. */
function fakeReducedMotion(initially: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    matches: initially,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', (query: string) => {
    expect(query).toBe('(prefers-reduced-motion: reduce)');
    return list;
  });
  return (matches: boolean) => {
    list.matches = matches;
    for (const listener of listeners) listener();
  };
}

function MotionToken() {
  return <span data-testid="motion">{String(antdTheme.useToken().token.motion)}</span>;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('reduced motion', () => {
  it('turns Ant Design’s animations off while the user asks for less motion, and on again', () => {
    const setReduced = fakeReducedMotion(true);
    const view = render(
      <AppProviders>
        <MotionToken />
      </AppProviders>,
    );
    expect(view.getByTestId('motion').textContent).toBe('false');
    act(() => setReduced(false));
    expect(view.getByTestId('motion').textContent).toBe('true');
  });
});
