import { Card, Col, Row, Statistic, Tooltip } from 'antd';
import type { ReportKpis } from '@phlox/contract';
import { formatCents } from '../../../../shared/format/money';

const CARDS: Array<{ key: keyof ReportKpis; title: string; help: string; count?: boolean }> = [
  { key: 'grossSales', title: 'Gross sales', help: 'Product prices of paid orders (refunded ones included)' },
  { key: 'refunds', title: 'Refunds', help: 'Succeeded refunds of those orders' },
  { key: 'discounts', title: 'Discounts', help: 'Coupon discounts of those orders' },
  { key: 'net', title: 'Net sales', help: 'Gross sales − discounts − refunds' },
  { key: 'orders', title: 'Orders', help: 'Paid orders (refunded ones included)', count: true },
  { key: 'averageOrder', title: 'Average order', help: 'Gross sales ÷ orders' },
  { key: 'giftcardUse', title: 'Gift-card use', help: 'Gift-card debits paying those orders' },
  {
    key: 'payoutsOwed',
    title: 'Payouts owed',
    help: 'Unpaid payout rows of the events starting in the range that have taken place (not drafts or canceled)',
  },
  {
    key: 'payoutsProjected',
    title: 'Payouts projected',
    help: 'Unpaid payout rows of drafts and events not over yet: owed once the event has taken place',
  },
  {
    key: 'payoutsPaid',
    title: 'Payouts paid',
    help: 'Paid payout rows of the events starting in the range, with the adjustments of payments made in it',
  },
  { key: 'platformFee', title: 'Platform fee', help: 'What the platform keeps of those events’ sales' },
  {
    key: 'platformLoss',
    title: 'Platform loss',
    help: 'What the platform pays beyond those events’ sales (fixed charges on events that sold too little)',
  },
];

/** The range's figures; skeletons while the first answer loads. */
export function KpiCards({ kpis, loading }: { kpis: ReportKpis | undefined; loading: boolean }) {
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
      {CARDS.map((c) => (
        <Col key={c.key} xs={12} sm={8} lg={6} xl={4} xxl={4}>
          <Card size="small" style={{ height: '100%' }}>
            <Statistic
              title={<Tooltip title={c.help}>{c.title}</Tooltip>}
              loading={loading}
              value={kpis ? (c.count ? kpis[c.key].toLocaleString('en-US') : formatCents(kpis[c.key])) : ''}
              valueStyle={{ fontSize: 20 }}
              data-testid={`kpi-${c.key}`}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
