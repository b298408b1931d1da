import { Skeleton, Typography } from 'antd';
import type { Noun } from './ResourceTable';

/**
 * "Showing 12 Levels" / "Showing 1 Level", from the list's total. Huge lists may not count exactly:
 * `qualifier` shows "about 1,120,000" (an estimate) or "10,000+" (counting stopped at a cap).
 */
export function ListCount({
  total,
  noun,
  qualifier,
}: {
  total: number | undefined;
  noun: Noun;
  qualifier?: 'about' | 'atLeast';
}) {
  if (total === undefined) return <Skeleton.Input active size="small" style={{ width: 160 }} />;
  const count = total.toLocaleString('en-US');
  return (
    <Typography.Title level={2} style={{ fontSize: 16, fontWeight: 500, margin: 0 }} aria-live="polite">
      Showing {qualifier === 'about' ? `about ${count}` : qualifier === 'atLeast' ? `${count}+` : count}{' '}
      {total === 1 && !qualifier ? noun.singular : noun.plural}
    </Typography.Title>
  );
}
