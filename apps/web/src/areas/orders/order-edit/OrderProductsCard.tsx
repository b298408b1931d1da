import { useState } from 'react';
import { App, Button, Card, Dropdown, Flex, Space, Table, Tag, Typography } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { FULFILMENT_LABELS, FULFILMENT_STATUSES, type OrderDetail, type OrderProduct } from '@phlox/contract';
import { errorMessage } from '../../../shared/api/ApiError';
import { useAddon } from '../../../shared/permissions/usePermission';
import { DateCell, MoneyCell } from '../../../shared/cells/cells';
import { useFulfilment } from '../api';
import { ProductDetails } from './ProductDetails';
import { RefundDialog } from './RefundDialog';
import { RolloverDialog } from './RolloverDialog';

type Fulfilment = (typeof FULFILMENT_STATUSES)[number];
const FULFILMENT_COLORS: Record<Fulfilment, string> = {
  pending_upload: 'default',
  awaiting_fulfilment: 'gold',
  fulfilled: 'blue',
};
const REFUNDABLE = ['paid', 'partially_refunded'];

/** The order's products: refund, roll over, and mark fulfilment for one, the selected, or all of an event's. */
export function OrderProductsCard({ order, readOnly }: { order: OrderDetail; readOnly: boolean }) {
  const { message, modal } = App.useApp();
  const fulfilment = useFulfilment(order.id);
  const [selected, setSelected] = useState<number[]>([]);
  const [refunding, setRefunding] = useState<OrderProduct | null>(null);
  const canRefund = useAddon('orders.refund');
  const [rolling, setRolling] = useState<OrderProduct | null>(null);

  const mark = async (
    status: Fulfilment,
    target: { orderProductIds: number[] } | { eventId: number; title: string },
  ) => {
    try {
      const result = (await fulfilment.mutateAsync(
        'eventId' in target ? { status, eventId: target.eventId } : { status, orderProductIds: target.orderProductIds },
      )) as { data: { updated: number } };
      void message.success(`${result.data.updated} marked ${FULFILMENT_LABELS[status].toLowerCase()}`);
      setSelected([]);
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };
  const markEvent = (status: Fulfilment, eventId: number, title: string) =>
    modal.confirm({
      title: `Mark every product of “${title}” ${FULFILMENT_LABELS[status].toLowerCase()}?`,
      content: 'This changes all orders of the event, not only this one.',
      okText: 'Mark all',
      onOk: () => mark(status, { eventId, title }),
    });
  const statusMenu = (onPick: (s: Fulfilment) => void) => ({
    items: FULFILMENT_STATUSES.map((s) => ({ key: s, label: FULFILMENT_LABELS[s] })),
    onClick: ({ key }: { key: string }) => onPick(key as Fulfilment),
  });
  const events = [...new Map(order.products.flatMap((p) => (p.event ? [[p.event.id, p.event]] : []))).values()];

  return (
    <Card
      title="Products"
      extra={
        !readOnly && (
          <Space wrap>
            <Dropdown disabled={!selected.length} menu={statusMenu((s) => void mark(s, { orderProductIds: selected }))}>
              <Button>
                Mark selected ({selected.length}) <DownOutlined />
              </Button>
            </Dropdown>
            {events.map((e) => (
              <Dropdown key={e.id} menu={statusMenu((s) => markEvent(s, e.id, e.title))}>
                <Button>
                  All of {e.title.length > 24 ? `${e.title.slice(0, 24)}…` : e.title} <DownOutlined />
                </Button>
              </Dropdown>
            ))}
          </Space>
        )
      }
    >
      <Table<OrderProduct>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={order.products}
        aria-label="Order products"
        scroll={{ x: 'max-content' }}
        rowSelection={
          readOnly ? undefined : { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }
        }
        expandable={{ expandedRowRender: (p) => <ProductDetails product={p} /> }}
        columns={[
          { key: 'id', title: 'Item', render: (_, p) => `#${p.id}` },
          {
            key: 'what',
            title: 'Event · product',
            render: (_, p) => (
              <div>
                <div>{p.event?.title ?? p.seasonPass?.name ?? '—'}</div>
                <Typography.Text type="secondary">
                  {p.productName ?? 'Product'} {p.event && <DateCell value={p.event.startTime} dateOnly />}
                </Typography.Text>
              </div>
            ),
          },
          {
            key: 'player',
            title: 'Player',
            render: (_, p) => (p.player ? `${p.player.firstName} ${p.player.lastName}` : '—'),
          },
          { key: 'price', title: 'Price', align: 'right', render: (_, p) => <MoneyCell cents={p.price} /> },
          {
            key: 'refunded',
            title: 'Refunded',
            align: 'right',
            render: (_, p) => (p.refundedAmount ? <MoneyCell cents={p.refundedAmount} /> : '—'),
          },
          {
            key: 'fulfilment',
            title: 'Fulfilment',
            render: (_, p) =>
              readOnly ? (
                <Tag color={FULFILMENT_COLORS[p.fulfilmentStatus]}>{FULFILMENT_LABELS[p.fulfilmentStatus]}</Tag>
              ) : (
                <Dropdown menu={statusMenu((s) => void mark(s, { orderProductIds: [p.id] }))}>
                  <Tag
                    color={FULFILMENT_COLORS[p.fulfilmentStatus]}
                    style={{ cursor: 'pointer' }}
                    aria-label={`Fulfilment of item ${p.id}`}
                  >
                    {FULFILMENT_LABELS[p.fulfilmentStatus]} <DownOutlined />
                  </Tag>
                </Dropdown>
              ),
          },
          ...(readOnly
            ? []
            : [
                {
                  key: 'actions',
                  title: 'Actions',
                  render: (_: unknown, p: OrderProduct) => (
                    <Flex gap={4}>
                      {canRefund && (
                        <Button
                          size="small"
                          disabled={!REFUNDABLE.includes(order.status) || p.refundableAmount <= 0}
                          onClick={() => setRefunding(p)}
                          aria-label={`Refund item ${p.id}`}
                        >
                          Refund
                        </Button>
                      )}
                      <Button
                        size="small"
                        disabled={!p.event}
                        onClick={() => setRolling(p)}
                        aria-label={`Roll over item ${p.id}`}
                      >
                        Roll over
                      </Button>
                    </Flex>
                  ),
                },
              ]),
        ]}
      />
      {refunding && <RefundDialog order={order} product={refunding} onClose={() => setRefunding(null)} />}
      {rolling && <RolloverDialog orderId={order.id} product={rolling} onClose={() => setRolling(null)} />}
    </Card>
  );
}
