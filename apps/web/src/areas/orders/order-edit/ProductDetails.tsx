import { Avatar, Col, Descriptions, Row, Table, Tag, Typography } from 'antd';
import { formatUsd, type OrderProduct } from '@phlox/contract';
import { DateCell, MoneyCell, StatusTag } from '../../../shared/cells/cells';
import { HistoryPanel } from '../../../shared/history/HistoryPanel';

const dash = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? '—' : v);

/** The expanded row of a product: player, uploads, Zenfolio, season pass, refunds, rollovers and its history. */
export function ProductDetails({ product: p }: { product: OrderProduct }) {
  return (
    <Row gutter={24}>
      <Col xs={24} lg={14}>
        <Descriptions
          size="small"
          column={2}
          items={[
            {
              key: 'player',
              label: 'Player',
              children: p.player ? (
                <span>
                  {p.player.imageUrl && <Avatar src={p.player.imageUrl} size="small" style={{ marginRight: 8 }} />}
                  {p.player.firstName} {p.player.lastName}
                </span>
              ) : (
                '—'
              ),
            },
            { key: 'grad', label: 'Graduation year', children: dash(p.player?.graduationYear) },
            { key: 'team', label: 'Team', children: dash(p.player?.teamName) },
            {
              key: 'social',
              label: 'Instagram / Twitter',
              children: `${dash(p.player?.instagramId)} / ${dash(p.player?.twitterId)}`,
            },
            { key: 'fulfilledBy', label: 'Fulfilled by', children: dash(p.fulfilledBy?.name) },
            { key: 'fulfilledAt', label: 'Fulfilled at', children: <DateCell value={p.fulfilledAt} /> },
            {
              key: 'uploads',
              label: 'Photographer upload',
              children: p.uploads.length
                ? p.uploads.map((u) => `${u.photographer ?? 'Photographer'}: ${u.status ?? 'not uploaded'}`).join('; ')
                : 'Not uploaded',
            },
            {
              key: 'zenfolio',
              label: 'Zenfolio',
              children: `${dash(p.zenfolioId)}${p.createZenfolio ? ' (create gallery)' : ''}`,
            },
            { key: 'pass', label: 'Season pass', children: p.seasonPass?.name ?? '—' },
            { key: 'parent', label: 'Season-pass parent item', children: p.parentId ? `#${p.parentId}` : '—' },
          ]}
        />
        {p.refunds.length > 0 && (
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            aria-label={`Refunds of item ${p.id}`}
            dataSource={p.refunds}
            style={{ marginTop: 12 }}
            columns={[
              { key: 'amount', title: 'Refund', render: (_, r) => <MoneyCell cents={r.amount} /> },
              { key: 'status', title: 'Status', render: (_, r) => <StatusTag status={r.status} /> },
              {
                key: 'how',
                title: 'How',
                render: (_, r) => (r.isManual ? 'Manual' : `Stripe ${r.stripeRefundId ?? ''}`),
              },
              { key: 'reason', title: 'Reason', dataIndex: 'reason' },
              { key: 'by', title: 'By', render: (_, r) => r.user?.name ?? '—' },
              { key: 'at', title: 'When', render: (_, r) => <DateCell value={r.refundedAt ?? r.initiatedAt} /> },
            ]}
          />
        )}
        {p.rollovers.map((r) => (
          <Typography.Paragraph key={r.id} style={{ marginTop: 8 }}>
            Rolled over from <strong>{r.fromEvent}</strong> to <strong>{r.toEvent}</strong> ({r.reason}) by{' '}
            {r.user?.name ?? 'someone'}, <DateCell value={r.rolledOverAt} />
            {r.priceDifference > 0 && (
              <Tag color="orange" style={{ marginInlineStart: 8 }}>
                Customer owes {formatUsd(r.priceDifference)}
              </Tag>
            )}
            {r.priceDifference < 0 && (
              <Tag style={{ marginInlineStart: 8 }}>{formatUsd(-r.priceDifference)} refunded (price difference)</Tag>
            )}
          </Typography.Paragraph>
        ))}
      </Col>
      <Col xs={24} lg={10}>
        <Typography.Title level={5}>History of item #{p.id}</Typography.Title>
        <HistoryPanel menu="order-products" itemId={p.id} itemType="item" />
      </Col>
    </Row>
  );
}
