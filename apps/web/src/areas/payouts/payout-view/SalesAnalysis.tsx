import { Card, Table, Typography } from 'antd';
import { Link } from 'react-router';
import { SALES_LINE_LABELS, type PayoutDetail, type SalesLines } from '@phlox/contract';
import { MoneyCell } from '../../../shared/cells/cells';
import { browseAndBuyPaths } from '../../browse-and-buy/public';
import { bundlePaths } from '../../bundles/public';
import { eventPaths } from '../../events/public';
import { orderPaths } from '../../orders/public';

type Line = { key: string; label: string; amount: number; link?: string };

/** Where each line's rows are: the orders behind it (by source), the event's offline sales, its season passes. */
const LINK: Record<keyof SalesLines, (eventId: number) => string | undefined> = {
  preOrder: (id) => orderPaths.ofEvent(id, 'phlox'),
  offline: (id) => eventPaths.edit(id),
  zenfolioBb: (id) => browseAndBuyPaths.ofEvent(id, 'zenfolio_bb'),
  zenfolioSl: (id) => browseAndBuyPaths.ofEvent(id, 'zenfolio_sl'),
  photoday: (id) => browseAndBuyPaths.ofEvent(id, 'photoday'),
  seasonPass: () => bundlePaths.list,
};

/** Sales lines and total; every figure shown, $0 included, so the page always reconciles. */
export function SalesAnalysis({ detail }: { detail: PayoutDetail }) {
  const sales = detail.sales!;
  const id = detail.event.id;
  const lines: Line[] = (Object.keys(SALES_LINE_LABELS) as Array<keyof SalesLines>).map((k) => ({
    key: k,
    label: SALES_LINE_LABELS[k],
    amount: sales[k],
    link: LINK[k](id),
  }));
  return (
    <Card title="Sales" size="small">
      <Table<Line>
        size="small"
        pagination={false}
        rowKey="key"
        dataSource={lines}
        columns={[
          { key: 'label', title: 'Line', render: (_, l) => (l.link ? <Link to={l.link}>{l.label}</Link> : l.label) },
          { key: 'amount', title: 'Amount', align: 'right', render: (_, l) => <MoneyCell cents={l.amount} /> },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}>
              <Typography.Text strong>Total sales</Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              <Typography.Text strong data-testid="sales-total">
                <MoneyCell cents={sales.total} />
              </Typography.Text>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
    </Card>
  );
}
