import { Descriptions } from 'antd';
import type { OrderDetail } from '@phlox/contract';
import { MoneyCell } from '../../../shared/cells/cells';

/** How the total is made (BUSINESS_RULES): products − discount + tax + shipping; who paid it; what went back. */
export function OrderTotals({ order }: { order: OrderDetail }) {
  const t = order.totals;
  const money = (cents: number) => <MoneyCell cents={cents} />;
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      aria-label="Totals"
      items={[
        { key: 'products', label: 'Products', children: money(t.products) },
        {
          key: 'discount',
          label: t.coupon
            ? `Discount (coupon ${t.coupon.code}${t.discountPercent ? `, ${t.discountPercent}%` : ''})`
            : 'Discount',
          children: t.discount ? <>−{money(t.discount)}</> : money(0),
        },
        { key: 'tax', label: `Tax (${t.taxPercent}%)`, children: money(t.tax) },
        { key: 'shipping', label: 'Shipping', children: money(t.shipping) },
        { key: 'total', label: <strong>Total</strong>, children: <strong>{money(t.total)}</strong> },
        { key: 'giftcard', label: 'Paid by gift card', children: money(t.giftcard) },
        { key: 'card', label: 'Paid by card', children: money(t.paidByCard) },
        { key: 'refunded', label: 'Refunded', children: money(t.refunded) },
      ]}
    />
  );
}
