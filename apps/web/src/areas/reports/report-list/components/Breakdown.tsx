import type { ReactNode } from 'react';
import { Card, Col, Empty, Row, Skeleton, Table, theme } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ReportRow } from '@phlox/contract';
import { MoneyCell } from '../../../../shared/cells/cells';
import { formatCents, formatCentsCompact } from '../../../../shared/format/money';

interface BreakdownProps<R extends ReportRow> {
  title: string;
  rows: R[] | undefined;
  loading: boolean;
  /** header of the name column and of the count column */
  nameTitle: string;
  countTitle: string;
  /** extra columns after the name (e.g. an event's date) */
  extraColumns?: ColumnsType<R>;
  /** show the chart beside the table (off for tables with no useful chart) */
  chart?: boolean;
  note?: ReactNode;
}

const short = (s: string) => (s.length > 28 ? `${s.slice(0, 27)}…` : s);

/** One breakdown: a horizontal bar chart of sales beside its table (sales, refunds, count). */
export function Breakdown<R extends ReportRow>(props: BreakdownProps<R>) {
  const { title, rows, loading, nameTitle, countTitle, extraColumns = [], chart = true, note } = props;
  const { token } = theme.useToken();
  const columns: ColumnsType<R> = [
    { key: 'label', title: nameTitle, dataIndex: 'label', ellipsis: true },
    ...extraColumns,
    { key: 'sales', title: 'Sales', align: 'right', render: (_, r) => <MoneyCell cents={r.sales} /> },
    { key: 'refunds', title: 'Refunds', align: 'right', render: (_, r) => <MoneyCell cents={r.refunds} /> },
    { key: 'count', title: countTitle, align: 'right', render: (_, r) => r.count.toLocaleString('en-US') },
  ];
  const withSales = (rows ?? []).filter((r) => r.sales > 0);
  const table = (
    <Table<R>
      size="small"
      pagination={false}
      rowKey={(r) => `${r.id ?? 'none'}-${r.label}`}
      dataSource={rows}
      columns={columns}
      loading={loading && !rows}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No sales in this range" /> }}
    />
  );
  return (
    <Card title={title} size="small" style={{ height: '100%' }} extra={note}>
      {loading && !rows ? (
        <Skeleton active />
      ) : chart ? (
        <Row gutter={16}>
          <Col xs={24} lg={9}>
            {withSales.length ? (
              <div
                style={{ width: '100%', height: Math.max(120, withSales.length * 30 + 30) }}
                data-testid={`chart-${title}`}
              >
                <ResponsiveContainer>
                  <BarChart data={withSales} layout="vertical" margin={{ top: 0, right: 8, bottom: 0, left: 0 }}>
                    <CartesianGrid strokeDasharray="3 3" horizontal={false} />
                    <XAxis type="number" tickFormatter={(v: number) => formatCentsCompact(v)} />
                    <YAxis type="category" dataKey="label" width={170} tickFormatter={short} interval={0} />
                    <Tooltip formatter={(v) => [formatCents(Number(v)), 'Sales']} />
                    <Bar dataKey="sales" name="Sales" fill={token.colorPrimary} isAnimationActive={false} />
                  </BarChart>
                </ResponsiveContainer>
              </div>
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No sales in this range" />
            )}
          </Col>
          <Col xs={24} lg={15}>
            {table}
          </Col>
        </Row>
      ) : (
        table
      )}
    </Card>
  );
}
