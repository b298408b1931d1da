import type { ReactNode } from 'react';
import { App, message, notification } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { MESSAGE_DURATION_S, NOTIFICATION_DURATION_S } from '@phlox/contract';
import { queryClient } from '../../../shared/api/queryClient';

/** Spec §9 toast durations, for App.useApp() and for the static APIs alike. */
const messageConfig = { duration: MESSAGE_DURATION_S, maxCount: 3 };
const notificationConfig = { duration: NOTIFICATION_DURATION_S, placement: 'topRight' as const };

message.config(messageConfig);
notification.config(notificationConfig);

/**
 * What only signed-in pages need, kept out of the sign-in page's script: server state (TanStack Query)
 * and Ant Design's App context (`const { message, notification, modal } = App.useApp()`).
 */
export function DashboardProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <App message={messageConfig} notification={notificationConfig} component={false}>
        {children}
      </App>
    </QueryClientProvider>
  );
}
