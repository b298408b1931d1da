import { Card, Descriptions } from 'antd';
import type { Coupon } from '@phlox/contract';
import { DateCell, StatusTag } from '../../../shared/cells/cells';
import { FormBesideHistory } from '../../../shared/history/FormBesideHistory';
import { historyValues } from '../../../shared/history/valueFormatters';
import { useItemPage } from '../../../shared/routing/useItemPage';
import { ItemLoadError } from '../../../shared/ui/ItemLoadError';
import { LoadedItem } from '../../../shared/ui/LoadedItem';
import { NoAccess } from '../../../shared/ui/NoAccess';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { useCoupon } from '../api';
import { describeDiscount, describeUses } from '../couponTerms';
import { CouponForm } from './CouponForm';
import { CouponTester } from './CouponTester';
import { couponPaths } from '../paths';

// amount is cents only for a flat coupon, so it is left as stored.
const HISTORY_VALUES = historyValues({ money: ['maxAmount'], dates: ['startDate', 'expiryDate'] });

/** /coupons/add-coupon and /coupons/edit-coupon/:couponId share this page. */
export function CouponFormPage() {
  const { id, canManage, back } = useItemPage({ param: 'couponId', module: 'coupons', listPath: couponPaths.list });
  if (id === null) return <ItemLoadError error={null} itemType="coupon" onBack={back} />;
  if (id === undefined) {
    if (!canManage) return <NoAccess what="add coupons" area="Coupons" listPath={couponPaths.list} />;
    return (
      <>
        <PageHeader title="Add coupon" />
        <Card style={{ maxWidth: 860 }}>
          <CouponForm onDone={back} />
        </Card>
      </>
    );
  }
  return <EditCoupon key={id} id={id} onDone={back} readOnly={!canManage} />;
}

function Usage({ coupon }: { coupon: Coupon }) {
  return (
    <Descriptions
      size="small"
      column={1}
      items={[
        { key: 'state', label: 'State', children: <StatusTag status={coupon.state} /> },
        { key: 'discount', label: 'Discount', children: describeDiscount(coupon) },
        { key: 'used', label: 'Times applied', children: describeUses(coupon) },
        { key: 'created', label: 'Created', children: <DateCell value={coupon.createdAt} /> },
      ]}
    />
  );
}

function EditCoupon({ id, onDone, readOnly }: { id: number; onDone: () => void; readOnly: boolean }) {
  const query = useCoupon(id);
  const { data } = query;
  return (
    <>
      <PageHeader title={data ? `Edit coupon “${data.code}”` : 'Edit coupon'} />
      <FormBesideHistory
        formSpan={15}
        history={{ menu: 'coupons', itemId: id, itemType: 'coupon', formatValue: HISTORY_VALUES }}
        aside={
          data && (
            <>
              <Card title="Usage" size="small">
                <Usage coupon={data} />
              </Card>
              {!readOnly && <CouponTester code={data.code} />}
            </>
          )
        }
      >
        <LoadedItem query={query} itemType="coupon" onBack={onDone}>
          {(coupon, { formKey, reload }) => (
            <Card>
              <CouponForm key={formKey} coupon={coupon} onDone={onDone} onReload={reload} readOnly={readOnly} />
            </Card>
          )}
        </LoadedItem>
      </FormBesideHistory>
    </>
  );
}
