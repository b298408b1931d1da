import { Alert, Progress } from 'antd';
import type { ReportBuilding } from '@phlox/contract';

/**
 * The first look at a long range: its daily figures are being built in the background (kept for next time);
 * the page looks again every moment and shows the report when they are done.
 */
export function BuildingNote({ building }: { building: ReportBuilding['building'] }) {
  const percent = building.days ? Math.floor(((building.days - building.daysLeft) / building.days) * 100) : 0;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="report-building"
      message="Building this range's daily figures…"
      description={
        <>
          The first look at a long range takes a moment; the figures are kept, so the next look is immediate.
          <Progress percent={percent} status="active" size="small" />
        </>
      }
    />
  );
}
