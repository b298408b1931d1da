import { useCallback, type KeyboardEvent } from 'react';
import type { FormInstance } from 'antd';

/** Ctrl+Enter (⌘+Enter on a Mac) submits the form from any of its fields. Attach to the form's onKeyDown. */
export function useSubmitShortcut(form: FormInstance): (event: KeyboardEvent) => void {
  return useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        form.submit();
      }
    },
    [form],
  );
}
