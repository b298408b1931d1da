import { useSearchParams } from 'react-router';
import { Alert, Button, Empty, Flex, Typography } from 'antd';
import type { ReportInterval } from '@phlox/contract';
import { errorMessage } from '../../../shared/api/ApiError';
import { DateCell, MoneyCell } from '../../../shared/cells/cells';
import { formatDate } from '../../../shared/format/date';
import { useUpdateSearch } from '../../../shared/routing/useUpdateSearch';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { isBuilding, useReportSummary } from '../api';
import { BuildingNote } from './components/BuildingNote';
import { Breakdown } from './components/Breakdown';
import { DownloadButtons } from './components/DownloadButtons';
import { KpiCards } from './components/KpiCards';
import { RangeBar } from './components/RangeBar';
import { SalesChart } from './components/SalesChart';
import { defaultInterval, readRange, type ReportRange } from './ranges';

/**
 * /reports: how sales are going over a range of Chicago days. The range and interval live in the URL, so reload,
 * Back and shared links keep them. Charts come from recharts, which only this lazily loaded route imports.
 */
export function ReportsPage() {
  const [params] = useSearchParams();
  const updateSearch = useUpdateSearch();
  const query = readRange(params);
  const range = { from: query.from, to: query.to };
  const result = useReportSummary({ from: query.from, to: query.to, interval: query.interval });
  const building = isBuilding(result.data) ? result.data.building : null;
  const data = isBuilding(result.data) ? undefined : result.data;
  const loading = result.isPending || !!building;

  const setRange = (r: ReportRange) =>
    updateSearch((p) => {
      p.set('from', r.from);
      p.set('to', r.to);
      p.set('interval', defaultInterval(r));
    });
  const setInterval = (interval: ReportInterval) => updateSearch((p) => p.set('interval', interval));
  const empty = data && data.kpis.orders === 0;

  return (
    <>
      <PageHeader
        title="Reports"
        subtitle={
          <Typography.Text type="secondary">
            {formatDate(`${range.from}T12:00:00Z`)} – {formatDate(`${range.to}T12:00:00Z`)} (Chicago days)
          </Typography.Text>
        }
        actions={<DownloadButtons range={range} building={!!building} />}
      />
      <Flex style={{ marginBottom: 16 }}>
        <RangeBar range={range} onChange={setRange} />
      </Flex>
      {query.notice && (
        <Alert type="warning" showIcon role="status" message={query.notice} style={{ marginBottom: 16 }} />
      )}
      {result.isError ? (
        <Alert
          type="error"
          showIcon
          message="Could not load the report"
          description={errorMessage(result.error)}
          action={<Button onClick={() => void result.refetch()}>Retry</Button>}
        />
      ) : (
        <div style={{ opacity: result.isPlaceholderData ? 0.6 : 1, transition: 'opacity .2s' }}>
          {building && <BuildingNote building={building} />}
          <KpiCards kpis={data?.kpis} loading={loading} />
          {empty && (
            <Empty style={{ margin: '8px 0 24px' }} description="No sales in this range">
              Pick a longer range or another preset.
            </Empty>
          )}
          <SalesChart series={data?.series} interval={query.interval} onInterval={setInterval} loading={loading} />
          <Flex vertical gap={16}>
            <Breakdown
              title="By source"
              nameTitle="Source"
              countTitle="Orders"
              rows={data?.bySource}
              loading={loading}
            />
            <Breakdown
              title="By category"
              nameTitle="Category"
              countTitle="Items"
              rows={data?.byCategory}
              loading={loading}
            />
            <Breakdown
              title="By organization"
              nameTitle="Organization"
              countTitle="Items"
              rows={data?.byOrganization}
              loading={loading}
              note={
                <Typography.Text type="secondary">
                  Top 10; an event counts for each of its organizations
                </Typography.Text>
              }
            />
            <Breakdown
              title="By photographer"
              nameTitle="Photographer"
              countTitle="Items"
              rows={data?.byPhotographer}
              loading={loading}
              note={<Typography.Text type="secondary">Top 10, by the events they shot</Typography.Text>}
            />
            <Breakdown
              title="Top events"
              nameTitle="Event"
              countTitle="Items"
              rows={data?.topEvents}
              loading={loading}
              extraColumns={[
                {
                  key: 'startTime',
                  title: 'Starts',
                  width: 120,
                  render: (_, e) => <DateCell value={e.startTime} dateOnly />,
                },
              ]}
            />
            <Breakdown
              title="Top products"
              nameTitle="Product"
              countTitle="Items"
              rows={data?.topProducts}
              loading={loading}
            />
            <Breakdown
              title="Coupon use"
              nameTitle="Coupon"
              countTitle="Orders"
              rows={data?.couponUse}
              loading={loading}
              extraColumns={[
                {
                  key: 'discounts',
                  title: 'Discounts',
                  align: 'right',
                  render: (_, c) => <MoneyCell cents={c.discounts} />,
                },
              ]}
            />
          </Flex>
        </div>
      )}
    </>
  );
}
