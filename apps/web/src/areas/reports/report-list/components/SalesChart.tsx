import { Card, Segmented, Skeleton, theme } from 'antd';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import dayjs from 'dayjs';
import type { ReportInterval, ReportSeriesPoint } from '@phlox/contract';
import { formatCents, formatCentsCompact } from '../../../../shared/format/money';

const INTERVALS: Array<{ value: ReportInterval; label: string }> = [
  { value: 'day', label: 'Day' },
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
];

const periodLabel = (period: string, interval: ReportInterval) =>
  interval === 'month' ? dayjs(period).format('MMM YYYY') : dayjs(period).format('MMM D');

interface SalesChartProps {
  series: ReportSeriesPoint[] | undefined;
  interval: ReportInterval;
  onInterval: (interval: ReportInterval) => void;
  loading: boolean;
}

/** Sales and refunds per period (bars, money axis) with the order count (line, right axis). */
export function SalesChart({ series, interval, onInterval, loading }: SalesChartProps) {
  const { token } = theme.useToken();
  return (
    <Card
      title="Sales over time"
      size="small"
      extra={
        <Segmented<ReportInterval>
          aria-label="Interval"
          size="small"
          options={INTERVALS}
          value={interval}
          onChange={onInterval}
        />
      }
      style={{ marginBottom: 16 }}
    >
      {loading || !series ? (
        <Skeleton.Node active style={{ width: '100%', height: 280 }} />
      ) : (
        <div data-testid="sales-chart" style={{ width: '100%', height: 280 }}>
          <ResponsiveContainer>
            <ComposedChart data={series} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="period" tickFormatter={(p: string) => periodLabel(p, interval)} minTickGap={16} />
              <YAxis yAxisId="money" tickFormatter={(v: number) => formatCentsCompact(v)} width={64} />
              <YAxis yAxisId="orders" orientation="right" allowDecimals={false} width={48} />
              <Tooltip
                labelFormatter={(p) =>
                  interval === 'week' ? `Week of ${periodLabel(String(p), 'day')}` : periodLabel(String(p), interval)
                }
                formatter={(value, name) => [
                  name === 'Orders' ? Number(value).toLocaleString('en-US') : formatCents(Number(value)),
                  name,
                ]}
              />
              <Legend />
              <Bar yAxisId="money" dataKey="sales" name="Sales" fill={token.colorPrimary} isAnimationActive={false} />
              <Bar yAxisId="money" dataKey="refunds" name="Refunds" fill={token.colorError} isAnimationActive={false} />
              <Line
                yAxisId="orders"
                dataKey="orders"
                name="Orders"
                stroke={token.colorSuccess}
                dot={false}
                strokeWidth={2}
                isAnimationActive={false}
              />
            </ComposedChart>
          </ResponsiveContainer>
        </div>
      )}
    </Card>
  );
}
