import { Card, Col, Flex, Row, Statistic, Typography } from 'antd';
import type { Giftcard } from '@phlox/contract';
import { HistoryPanel } from '../../../shared/history/HistoryPanel';
import { historyValues } from '../../../shared/history/valueFormatters';
import { formatCents } from '../../../shared/format/money';
import { useItemPage } from '../../../shared/routing/useItemPage';
import { ItemLoadError } from '../../../shared/ui/ItemLoadError';
import { LoadedItem } from '../../../shared/ui/LoadedItem';
import { NoAccess } from '../../../shared/ui/NoAccess';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { useGiftcard } from '../api';
import { AdjustBalanceForm } from './AdjustBalanceForm';
import { GiftcardForm } from './GiftcardForm';
import { GiftcardLedger } from './GiftcardLedger';
import { giftcardPaths } from '../paths';

const HISTORY_VALUES = historyValues({ money: ['value'] });

/** /giftcards/add-giftcard and /giftcards/edit-giftcard/:giftcardId share this page. */
export function GiftcardFormPage() {
  const { id, canManage, back } = useItemPage({
    param: 'giftcardId',
    module: 'giftcards',
    listPath: giftcardPaths.list,
  });
  if (id === null) return <ItemLoadError error={null} itemType="gift card" onBack={back} />;
  if (id === undefined) {
    if (!canManage) return <NoAccess what="add gift cards" area="Gift cards" listPath={giftcardPaths.list} />;
    return (
      <>
        <PageHeader title="Add gift card" />
        <Card style={{ maxWidth: 640 }}>
          <GiftcardForm onSaved={back} onCancel={back} />
        </Card>
      </>
    );
  }
  return <EditGiftcard key={id} id={id} canManage={canManage} onDone={back} />;
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

function EditGiftcard({ id, canManage, onDone }: { id: number; canManage: boolean; onDone: () => void }) {
  const query = useGiftcard(id);
  const { data } = query;
  return (
    <>
      <PageHeader title={data ? `Gift card ${data.code}` : 'Edit gift card'} subtitle={data?.description} />
      <LoadedItem query={query} itemType="gift card" onBack={onDone}>
        {(card, { formKey, reload }) => (
          <>
            <Row gutter={[24, 24]}>
              <Col xs={24} lg={12}>
                <Card title="Details">
                  <GiftcardForm
                    key={formKey}
                    card={card}
                    onSaved={onDone}
                    onCancel={onDone}
                    onReload={reload}
                    readOnly={!canManage}
                  />
                </Card>
              </Col>
              <Col xs={24} lg={12}>
                <Flex vertical gap={24}>
                  <Card title="Balance">
                    <Balance card={card} />
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
        )}
      </LoadedItem>
    </>
  );
}
