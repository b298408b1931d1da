import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppErrorBoundary } from './shared/errors/AppErrorBoundary';
import { ErrorScreen } from './shared/errors/ErrorScreen';
import { reportAppError } from './shared/errors/reportError';
import { configureApiClient } from './shared/api/client';
import { endSession } from './shared/auth/session';
import { loadRuntimeConfig } from './shared/config/runtimeConfig';
import { startSessionTracking } from './shared/tracking/sessionTracking';
import { App } from './app/App';
import './app/global.css';

const root = createRoot(document.getElementById('root')!, {
  onUncaughtError: reportAppError,
  onRecoverableError: reportAppError,
});

loadRuntimeConfig()
  .then((config) => {
    configureApiClient({ baseUrl: config.apiBaseUrl, onUnauthorized: () => endSession('expired') });
    startSessionTracking(config).catch(reportAppError);
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  })
  .catch((error: unknown) => {
    reportAppError(error);
    root.render(
      <AppErrorBoundary>
        <ErrorScreen error={error} />
      </AppErrorBoundary>,
    );
  });
