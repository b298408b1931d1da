import { Skeleton, Typography } from 'antd';
import type { Noun } from './ResourceTable';

/** "Showing 12 Levels" / "Showing 1 Level", from the list's total. */
export function ListCount({ total, noun }: { total: number | undefined; noun: Noun }) {
  if (total === undefined) return <Skeleton.Input active size="small" style={{ width: 160 }} />;
  return (
    <Typography.Title level={2} style={{ fontSize: 16, fontWeight: 500, margin: 0 }} aria-live="polite">
      Showing {total.toLocaleString('en-US')} {total === 1 ? noun.singular : noun.plural}
    </Typography.Title>
  );
}
