import { App, Button, Card, Col, Descriptions, Row, Space } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { ORDER_SOURCE_LABELS, type OrderDetail } from '@phlox/contract';
import { errorMessage } from '../../../shared/api/ApiError';
import { DateCell, StatusTag } from '../../../shared/cells/cells';
import { HistoryPanel } from '../../../shared/history/HistoryPanel';
import { CopyLinkButton } from '../../../shared/links/CopyLinkButton';
import { orderLink } from '../../../shared/links/customerLinks';
import { useItemPage } from '../../../shared/routing/useItemPage';
import { BackToListButton } from '../../../shared/ui/BackToListButton';
import { ItemLoadError } from '../../../shared/ui/ItemLoadError';
import { LoadedItem } from '../../../shared/ui/LoadedItem';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { useOrder, useResendOrderEmail } from '../api';
import { OrderDetailsForm } from './OrderDetailsForm';
import { OrderProductsCard } from './OrderProductsCard';
import { OrderTotals } from './OrderTotals';
import { PaymentsCard } from './PaymentsCard';
import { orderPaths } from '../paths';

/** /orders/edit-order/:orderId: everything about one order, and what staff can do with it. */
export function OrderEditPage() {
  const { id, canManage, back } = useItemPage({ param: 'orderId', module: 'orders', listPath: orderPaths.list });
  if (!id) return <ItemLoadError error={null} itemType="order" onBack={back} />;
  return <EditOrder key={id} id={id} canManage={canManage} onBack={back} />;
}

function EditOrder({ id, canManage, onBack }: { id: number; canManage: boolean; onBack: () => void }) {
  const query = useOrder(id);
  return (
    <LoadedItem query={query} itemType="order" onBack={onBack}>
      {(order, { reload }) => <OrderPage order={order} canManage={canManage} onBack={onBack} onReload={reload} />}
    </LoadedItem>
  );
}

interface OrderPageProps {
  order: OrderDetail;
  canManage: boolean;
  onBack: () => void;
  onReload: () => void;
}

function OrderPage({ order, canManage, onBack, onReload }: OrderPageProps) {
  const resend = useResendOrderEmail(order.id);
  const { message } = App.useApp();

  const resendEmail = async () => {
    try {
      await resend.mutateAsync();
      void message.success(`Order e-mail to ${order.customer?.email} is on its way: the bell shows when it is sent`);
    } catch (e) {
      void message.error(errorMessage(e));
    }
  };

  return (
    <>
      <PageHeader
        title={`Edit order #${order.id}`}
        subtitle={
          <Space>
            <StatusTag status={order.status} />
            <DateCell value={order.orderDate} />
          </Space>
        }
        actions={
          <>
            <BackToListButton onClick={onBack} label="Back to orders" />
            <CopyLinkButton link={orderLink(order)} label="Copy order link" />
            {canManage && (
              <Button icon={<MailOutlined aria-hidden />} loading={resend.isPending} onClick={() => void resendEmail()}>
                Resend order e-mail
              </Button>
            )}
          </>
        }
      />
      <Row gutter={[16, 16]}>
        <Col span={24}>
          <OrderProductsCard order={order} readOnly={!canManage} />
        </Col>
        <Col xs={24} xl={16}>
          <OrderDetailsForm key={order.updatedAt} order={order} readOnly={!canManage} onReload={onReload} />
        </Col>
        <Col xs={24} xl={8}>
          <Space direction="vertical" size={16} style={{ width: '100%' }}>
            <Card title="Totals">
              <OrderTotals order={order} />
            </Card>
            <Card title="Source">
              <Descriptions
                size="small"
                column={1}
                items={[
                  { key: 'source', label: 'Source', children: ORDER_SOURCE_LABELS[order.source] },
                  { key: 'sourceId', label: 'Source order id', children: order.sourceOrderId ?? '—' },
                  {
                    key: 'mails',
                    label: 'E-mails sent',
                    children:
                      [
                        order.mails.placement && 'placed',
                        order.mails.confirmation && 'confirmation',
                        order.mails.inProgress && 'in progress',
                      ]
                        .filter(Boolean)
                        .join(', ') || 'none',
                  },
                  { key: 'sms', label: 'SMS updates', children: order.sendSms ? 'Yes' : 'No' },
                ]}
              />
            </Card>
            <PaymentsCard order={order} />
            <Card title="History">
              <HistoryPanel menu="orders" itemId={order.id} itemType="order" />
            </Card>
          </Space>
        </Col>
      </Row>
    </>
  );
}
