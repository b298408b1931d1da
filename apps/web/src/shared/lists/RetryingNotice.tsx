import { Alert } from 'antd';
import { LoadingOutlined } from '@ant-design/icons';
import { retryingMessage } from '../api/retryPolicy';

/** Shown while a query retries a transient failure (see retryPolicy.ts): the page fills in by itself. */
export function RetryingNotice({ error }: { error: unknown }) {
  return (
    <Alert
      type="warning"
      showIcon
      icon={<LoadingOutlined />}
      title={retryingMessage(error)}
      description="This page updates by itself as soon as the server answers again."
      role="status"
      style={{ marginBottom: 16 }}
    />
  );
}
