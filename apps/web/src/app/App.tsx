import { RouterProvider } from 'react-router/dom';
import { AppErrorBoundary } from '../shared/errors/AppErrorBoundary';
import { AppProviders } from './AppProviders';
import { router } from './router';

export function App() {
  return (
    <AppErrorBoundary>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </AppErrorBoundary>
  );
}
