import { useState, type ReactNode } from 'react';
import { Card, Skeleton } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { ItemLoadError } from './ItemLoadError';

export interface ReloadableForm {
  /** The form's key: it changes after `reload`, so the form starts again from the version just loaded. */
  formKey: number;
  /** For a stale save's "Reload": fetches the item again, then restarts the form from it. */
  reload: () => void;
}

interface LoadedItemProps<T> {
  query: UseQueryResult<T>;
  /** "product" */
  itemType: string;
  onBack: () => void;
  children: (item: T, form: ReloadableForm) => ReactNode;
  /** In a dialog: no card around the skeleton and the error, and the way back is "Close". */
  inDialog?: boolean;
}

/** An edit page's item: a skeleton while it loads, why it could not be loaded, or the page's form for it. */
export function LoadedItem<T>({ query, itemType, onBack, children, inDialog = false }: LoadedItemProps<T>) {
  const [formKey, setFormKey] = useState(0);
  // What Reload fetched: react-query tells its observers a tick after refetch() resolves, so the form restarting
  // now would otherwise start again from the version it had (the one that was refused as stale).
  const [reloaded, setReloaded] = useState<{ data: T; at: number } | null>(null);
  const { data, dataUpdatedAt, isPending, isError, error, refetch } = query;
  const framed = (content: ReactNode) => (inDialog ? content : <Card>{content}</Card>);
  if (isPending) return framed(<Skeleton active paragraph={{ rows: inDialog ? 4 : 10 }} />);
  if (isError)
    return framed(
      <ItemLoadError
        error={error}
        itemType={itemType}
        onBack={onBack}
        backLabel={inDialog ? 'Close' : undefined}
        onRetry={() => void refetch()}
      />,
    );
  const reload = async () => {
    const result = await refetch();
    if (result.data !== undefined) setReloaded({ data: result.data, at: result.dataUpdatedAt });
    setFormKey((key) => key + 1);
  };
  const latest = reloaded && reloaded.at > dataUpdatedAt ? reloaded.data : data;
  return children(latest, { formKey, reload: () => void reload() });
}
