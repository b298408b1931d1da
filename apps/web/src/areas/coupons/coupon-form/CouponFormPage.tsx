import { useState } from 'react';
import { Card, Col, Descriptions, Flex, Row, Skeleton } from 'antd';
import { useParams } from 'react-router';
import type { Coupon } from '@phlox/contract';
import { DateCell, StatusTag } from '../../../shared/cells/cells';
import { HistoryPanel } from '../../../shared/history/HistoryPanel';
import { historyValues } from '../../../shared/history/valueFormatters';
import { parsePositiveInt } from '../../../shared/lists/listParams';
import { usePermission } from '../../../shared/permissions/usePermission';
import { useBackToList } from '../../../shared/routing/useBackToList';
import { ItemLoadError } from '../../../shared/ui/ItemLoadError';
import { NoAccess } from '../../../shared/ui/NoAccess';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { useCoupon } from '../api';
import { describeDiscount, describeUses } from '../couponTerms';
import { CouponForm } from './CouponForm';
import { CouponTester } from './CouponTester';

// amount is cents only for a flat coupon, so it is left as stored.
const HISTORY_VALUES = historyValues({ money: ['maxAmount'], dates: ['startDate', 'expiryDate'] });

/** /coupons/add-coupon and /coupons/edit-coupon/:couponId share this page. */
export function CouponFormPage() {
  const { couponId } = useParams();
  const id = couponId === undefined ? undefined : (parsePositiveInt(couponId) ?? -1);
  const { back } = useBackToList('/coupons');
  const canManage = usePermission('coupons', 'manage');
  if (id === undefined) {
    if (!canManage) return <NoAccess what="add coupons" area="Coupons" listPath="/coupons" />;
    return (
      <>
        <PageHeader title="Add coupon" />
        <Card style={{ maxWidth: 860 }}>
          <CouponForm onDone={back} />
        </Card>
      </>
    );
  }
  return <EditCoupon id={id} onDone={back} readOnly={!canManage} />;
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
  const { data, isPending, isError, error, refetch } = useCoupon(id);
  const [version, setVersion] = useState(0);
  const reload = async () => {
    await refetch();
    setVersion((v) => v + 1);
  };

  return (
    <>
      <PageHeader title={data ? `Edit coupon “${data.code}”` : 'Edit coupon'} />
      <Row gutter={[24, 24]}>
        <Col xs={24} xl={15}>
          <Card>
            {isPending ? (
              <Skeleton active paragraph={{ rows: 10 }} />
            ) : isError ? (
              <ItemLoadError error={error} itemType="coupon" onBack={onDone} />
            ) : (
              <CouponForm
                key={version}
                coupon={data}
                onDone={onDone}
                onReload={() => void reload()}
                readOnly={readOnly}
              />
            )}
          </Card>
        </Col>
        <Col xs={24} xl={9}>
          <Flex vertical gap={24}>
            {data && (
              <Card title="Usage" size="small">
                <Usage coupon={data} />
              </Card>
            )}
            {data && !readOnly && <CouponTester code={data.code} />}
            <Card>
              <HistoryPanel menu="coupons" itemId={id} itemType="coupon" formatValue={HISTORY_VALUES} />
            </Card>
          </Flex>
        </Col>
      </Row>
    </>
  );
}
