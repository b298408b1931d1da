import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { theme } from './theme';

/** TanStack Query and Ant Design's App are provided by the dashboard layout: the public pages do not need them. */
export function AppProviders({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={theme}>{children}</ConfigProvider>;
}
