import { Button, Result } from 'antd';
import { errorMessage, isApiError } from '../api/ApiError';

interface ItemLoadErrorProps {
  error: unknown;
  /** "product" */
  itemType: string;
  onBack: () => void;
  backLabel?: string;
}

/** An edit page whose item could not be loaded: gone (404, e.g. deleted by someone else) or another failure. */
export function ItemLoadError({ error, itemType, onBack, backLabel = 'Back to the list' }: ItemLoadErrorProps) {
  const missing = isApiError(error) && error.status === 404;
  return (
    <Result
      status={missing ? '404' : 'error'}
      title={missing ? `This ${itemType} no longer exists` : `Could not load the ${itemType}`}
      subTitle={missing ? 'It may have been deleted by someone else.' : errorMessage(error)}
      extra={<Button onClick={onBack}>{backLabel}</Button>}
    />
  );
}
