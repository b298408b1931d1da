import { Card, Flex, Select } from 'antd';
import { COUPON_FILTER_KEYS, COUPON_SORT_FIELDS, COUPON_STATES } from '@phlox/contract';
import { AddButton } from '../../../shared/lists/AddButton';
import { ListCount } from '../../../shared/lists/ListCount';
import { ListToolbar } from '../../../shared/lists/ListToolbar';
import { ResourceTable, type Noun } from '../../../shared/lists/ResourceTable';
import { useListState } from '../../../shared/lists/useListState';
import { usePermission } from '../../../shared/permissions/usePermission';
import { useCouponList, usePromotionOptions } from '../api';
import { STATE_LABELS } from '../couponTerms';
import { useCouponColumns } from './useCouponColumns';
import { couponPaths } from '../paths';

const NOUN: Noun = { singular: 'Coupon', plural: 'Coupons' };
const STATE_OPTIONS = COUPON_STATES.map((s) => ({ value: s, label: STATE_LABELS[s] }));
const TYPE_OPTIONS = [
  { value: 'flat', label: 'Flat amount' },
  { value: 'percentage', label: 'Percentage' },
];

export function CouponsTab() {
  const list = useListState('coupons', { sortFields: COUPON_SORT_FIELDS, filterKeys: COUPON_FILTER_KEYS });
  const result = useCouponList(list.query);
  const promotions = usePromotionOptions();
  const canManage = usePermission('coupons', 'manage');
  const columns = useCouponColumns({ canManage });

  const addButton = canManage && <AddButton to={couponPaths.add}>Add coupon</AddButton>;

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <ListCount total={result.data?.meta.total} noun={NOUN} />
        {addButton}
      </Flex>
      <Card>
        <ListToolbar list={list} searchPlaceholder="Search coupons by name or code">
          <Select
            aria-label="State"
            placeholder="Any state"
            allowClear
            style={{ width: 150 }}
            value={list.filters.state}
            onChange={(value?: string) => list.setFilter('state', value)}
            options={STATE_OPTIONS}
          />
          <Select
            aria-label="Type"
            placeholder="Any type"
            allowClear
            style={{ width: 150 }}
            value={list.filters.couponType}
            onChange={(value?: string) => list.setFilter('couponType', value)}
            options={TYPE_OPTIONS}
          />
          <Select
            aria-label="Promotion"
            placeholder="Any promotion"
            allowClear
            showSearch
            optionFilterProp="label"
            style={{ width: 220 }}
            loading={promotions.isPending}
            value={list.filters.promotionId ? Number(list.filters.promotionId) : undefined}
            onChange={(value?: number) => list.setFilter('promotionId', value ? String(value) : undefined)}
            options={promotions.data?.data.map((p) => ({ value: p.id, label: p.title }))}
          />
        </ListToolbar>
        <ResourceTable
          list={list}
          result={result}
          columns={columns}
          rowKey={(c) => c.id}
          noun={NOUN}
          emptyAction={addButton}
        />
      </Card>
    </>
  );
}
