import { Alert, Button } from 'antd';
import { errorMessage } from '../api/ApiError';
import { isStaleUpdate } from '../api/errorCodes';

interface FormFailureAlertProps {
  /** What the last save threw, when no field message could show it; null hides the alert. */
  failure: unknown;
  /** "product": names the item in the stale-update warning. */
  itemType: string;
  /** Loads the latest version after someone else's save (409 STALE_UPDATE). */
  onReload?: () => void;
}

/** Under a form: someone else saved first (with Reload), or the save failed for a reason not tied to a field. */
export function FormFailureAlert({ failure, itemType, onReload }: FormFailureAlertProps) {
  if (failure === null || failure === undefined) return null;
  if (isStaleUpdate(failure)) {
    return (
      <Alert
        type="warning"
        showIcon
        role="alert"
        title={`This ${itemType} was changed by someone else. Reload to see their changes.`}
        action={
          onReload && (
            <Button size="small" onClick={onReload}>
              Reload
            </Button>
          )
        }
        style={{ marginBottom: 16 }}
      />
    );
  }
  return <Alert type="error" showIcon role="alert" title={errorMessage(failure)} style={{ marginBottom: 16 }} />;
}
