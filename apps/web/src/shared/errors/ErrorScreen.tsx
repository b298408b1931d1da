import { Button } from 'antd';
import { CloseCircleFilled, WarningFilled } from '@ant-design/icons';

interface ErrorScreenProps {
  error: unknown;
}

function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading/i.test(error.message)
  );
}

/**
 * The custom error screen: what happened, and a way out. Never a white page.
 * Plain elements and plain links, so it renders even when the router or a lazy chunk is what failed.
 */
export function ErrorScreen({ error }: ErrorScreenProps) {
  const outdated = isChunkLoadError(error);
  const detail = error instanceof Error ? error.message : typeof error === 'string' ? error : undefined;
  const Icon = outdated ? WarningFilled : CloseCircleFilled;
  return (
    <div
      role="alert"
      style={{ minHeight: '70vh', display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 24 }}
    >
      <div style={{ maxWidth: 560, textAlign: 'center' }}>
        <Icon style={{ fontSize: 64, color: outdated ? '#faad14' : '#ff4d4f' }} aria-hidden />
        <h1 style={{ fontSize: 24, fontWeight: 600, margin: '24px 0 8px' }}>
          {outdated ? 'This page could not be loaded' : 'Something went wrong'}
        </h1>
        <p style={{ color: 'rgba(0, 0, 0, 0.55)', margin: '0 0 16px' }}>
          {outdated
            ? 'Check your connection and reload the page. If Phlox Admin was just updated, reloading loads the new version.'
            : 'The page could not be shown. Reload to try again; if it keeps happening, tell the team what you were doing.'}
        </p>
        {detail && !outdated && (
          <pre
            style={{
              whiteSpace: 'pre-wrap',
              background: '#f5f5f5',
              borderRadius: 6,
              padding: '8px 12px',
              fontSize: 12,
              margin: '0 0 24px',
            }}
          >
            {detail}
          </pre>
        )}
        <div style={{ display: 'flex', gap: 8, justifyContent: 'center' }}>
          <Button type="primary" onClick={() => window.location.reload()}>
            Reload
          </Button>
          <Button href="/">Go to the start page</Button>
        </div>
      </div>
    </div>
  );
}
