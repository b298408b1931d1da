import { Tabs } from 'antd';
import { useTabParam } from '../../../shared/routing/useTabParam';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { PromotionsTab } from '../promotions/PromotionsTab';
import { CouponsTab } from './CouponsTab';

const TABS = ['coupons', 'promotions'] as const;

/** /coupons: the coupons list, and the promotions that group them on a second tab. */
export function CouponListPage() {
  const [tab, setTab] = useTabParam(TABS, 'coupons');
  return (
    <>
      <PageHeader title="Coupons" />
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as (typeof TABS)[number])}
        destroyOnHidden
        items={[
          { key: 'coupons', label: 'Coupons', children: <CouponsTab /> },
          { key: 'promotions', label: 'Promotions', children: <PromotionsTab /> },
        ]}
      />
    </>
  );
}
