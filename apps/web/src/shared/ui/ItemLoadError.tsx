import { Button, Result } from 'antd';
import { errorMessage, isApiError } from '../api/ApiError';

interface ItemLoadErrorProps {
  /** What the load failed with; null when the URL's id cannot name an item, so nothing was asked. */
  error: unknown;
  /** "product" */
  itemType: string;
  onBack: () => void;
  backLabel?: string;
  /** Offers "Try again" for a failure that may pass (not for a missing item). */
  onRetry?: () => void;
}

/** An edit page whose item could not be loaded: gone (404, e.g. deleted by someone else) or another failure. */
export function ItemLoadError({
  error,
  itemType,
  onBack,
  backLabel = 'Back to the list',
  onRetry,
}: ItemLoadErrorProps) {
  const missing = error === null || (isApiError(error) && error.status === 404);
  const back = (
    <Button key="back" onClick={onBack}>
      {backLabel}
    </Button>
  );
  return (
    <Result
      status={missing ? '404' : 'error'}
      title={missing ? `This ${itemType} no longer exists` : `Could not load the ${itemType}`}
      subTitle={missing ? 'It may have been deleted by someone else.' : errorMessage(error)}
      extra={
        !missing && onRetry
          ? [
              <Button key="retry" onClick={onRetry}>
                Try again
              </Button>,
              back,
            ]
          : back
      }
    />
  );
}
