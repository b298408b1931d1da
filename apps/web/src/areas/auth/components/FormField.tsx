import type { ReactNode } from 'react';
import { theme } from 'antd';

interface FormFieldProps {
  id: string;
  label: string;
  error?: string;
  /** Shown at the end of the label row, e.g. a "Forgot password?" link. */
  extra?: ReactNode;
  /** Receives the id the input should name in `aria-describedby` while there is an error. */
  children: (describedBy: string | undefined) => ReactNode;
}

/** A labelled field with its error message below, laid out like an antd Form.Item. */
export function FormField({ id, label, error, extra, children }: FormFieldProps) {
  const { token } = theme.useToken();
  const errorId = `${id}-error`;
  return (
    <div style={{ marginBottom: error ? 0 : 24 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', paddingBottom: 8 }}>
        <label htmlFor={id}>{label}</label>
        {extra}
      </div>
      {children(error ? errorId : undefined)}
      <div id={errorId} style={{ minHeight: error ? 24 : 0, color: token.colorError, lineHeight: 1.6 }}>
        {error}
      </div>
    </div>
  );
}
