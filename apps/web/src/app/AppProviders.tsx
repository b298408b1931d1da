import { useMemo, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { usePrefersReducedMotion } from '../shared/hooks/usePrefersReducedMotion';
import { theme } from './theme';

/** TanStack Query and Ant Design's App are provided by the dashboard layout: the public pages do not need them. */
export function AppProviders({ children }: { children: ReactNode }) {
  // Dialogs, drawers and menus open and close without animating for a user who asked for less motion (WCAG 2.3.3).
  const reduced = usePrefersReducedMotion();
  const config = useMemo(() => ({ ...theme, token: { ...theme.token, motion: !reduced } }), [reduced]);
  return <ConfigProvider theme={config}>{children}</ConfigProvider>;
}
