import { useState } from 'react';
import { Card, Col, Flex, Row, Skeleton, Statistic, Typography } from 'antd';
import { useParams } from 'react-router';
import type { Giftcard } from '@phlox/contract';
import { HistoryPanel } from '../../../shared/history/HistoryPanel';
import { historyValues } from '../../../shared/history/valueFormatters';
import { formatCents } from '../../../shared/format/money';
import { parsePositiveInt } from '../../../shared/lists/listParams';
import { usePermission } from '../../../shared/permissions/usePermission';
import { useBackToList } from '../../../shared/routing/useBackToList';
import { ItemLoadError } from '../../../shared/ui/ItemLoadError';
import { NoAccess } from '../../../shared/ui/NoAccess';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { useGiftcard } from '../api';
import { AdjustBalanceForm } from './AdjustBalanceForm';
import { GiftcardForm } from './GiftcardForm';
import { GiftcardLedger } from './GiftcardLedger';

const HISTORY_VALUES = historyValues({ money: ['value'] });

/** /giftcards/add-giftcard and /giftcards/edit-giftcard/:giftcardId share this page. */
export function GiftcardFormPage() {
  const { giftcardId } = useParams();
  const id = giftcardId === undefined ? undefined : (parsePositiveInt(giftcardId) ?? -1);
  const { back } = useBackToList('/giftcards');
  const canManage = usePermission('giftcards', 'manage');
  if (id === undefined) {
    if (!canManage) return <NoAccess what="add gift cards" area="Gift cards" listPath="/giftcards" />;
    return (
      <>
        <PageHeader title="Add gift card" />
        <Card style={{ maxWidth: 640 }}>
          <GiftcardForm onSaved={back} onCancel={back} />
        </Card>
      </>
    );
  }
  return <EditGiftcard id={id} onDone={back} />;
}

function Balance({ card }: { card: Giftcard }) {
  return (
    <Flex gap={32} wrap>
      <Statistic title="Balance" value={formatCents(card.balance)} />
      <Statistic title="Opening value" value={formatCents(card.value)} />
      <Statistic title="Ledger entries" value={card.transactionCount} />
    </Flex>
  );
}

function EditGiftcard({ id, onDone }: { id: number; onDone: () => void }) {
  const { data, isPending, isError, error, refetch } = useGiftcard(id);
  const canManage = usePermission('giftcards', 'manage');
  const [version, setVersion] = useState(0);
  const reload = async () => {
    await refetch();
    setVersion((v) => v + 1);
  };

  if (isError) {
    return (
      <>
        <PageHeader title="Edit gift card" />
        <Card>
          <ItemLoadError error={error} itemType="gift card" onBack={onDone} />
        </Card>
      </>
    );
  }
  return (
    <>
      <PageHeader title={data ? `Gift card ${data.code}` : 'Edit gift card'} subtitle={data?.description} />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12}>
          <Card title="Details">
            {isPending ? (
              <Skeleton active paragraph={{ rows: 6 }} />
            ) : (
              <GiftcardForm
                key={version}
                card={data}
                onSaved={onDone}
                onCancel={onDone}
                onReload={() => void reload()}
                readOnly={!canManage}
              />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Flex vertical gap={24}>
            <Card title="Balance">
              {isPending ? <Skeleton active paragraph={{ rows: 1 }} /> : <Balance card={data} />}
            </Card>
            {canManage && (
              <Card title="Credit or debit">
                <AdjustBalanceForm giftcardId={id} />
              </Card>
            )}
          </Flex>
        </Col>
        <Col span={24}>
          <Card title="Ledger">
            <GiftcardLedger giftcardId={id} />
          </Card>
        </Col>
        <Col span={24}>
          <Card>
            <HistoryPanel menu="giftcards" itemId={id} itemType="gift card" formatValue={HISTORY_VALUES} />
          </Card>
        </Col>
      </Row>
      <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
        Balance = opening value + credits − debits.
      </Typography.Paragraph>
    </>
  );
}
