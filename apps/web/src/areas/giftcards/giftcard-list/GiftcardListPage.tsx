import { Card, Select } from 'antd';
import { GIFTCARD_FILTER_KEYS, GIFTCARD_SORT_FIELDS } from '@phlox/contract';
import { AddButton } from '../../../shared/lists/AddButton';
import { ListCount } from '../../../shared/lists/ListCount';
import { ListToolbar } from '../../../shared/lists/ListToolbar';
import { ResourceTable, type Noun } from '../../../shared/lists/ResourceTable';
import { useListState } from '../../../shared/lists/useListState';
import { usePermission } from '../../../shared/permissions/usePermission';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { useGiftcardList } from '../api';
import { useGiftcardColumns } from './useGiftcardColumns';
import { giftcardPaths } from '../paths';

const NOUN: Noun = { singular: 'Gift card', plural: 'Gift cards' };
const BALANCE_OPTIONS = [
  { value: 'has_balance', label: 'Has balance' },
  { value: 'empty', label: 'Used up (no balance)' },
];

/** /giftcards: every card with its value and its balance, computed by the server from the ledger. */
export function GiftcardListPage() {
  const list = useListState('giftcard', { sortFields: GIFTCARD_SORT_FIELDS, filterKeys: GIFTCARD_FILTER_KEYS });
  const result = useGiftcardList(list.query);
  const canManage = usePermission('giftcards', 'manage');
  const columns = useGiftcardColumns({ canManage });

  const addButton = canManage && <AddButton to={giftcardPaths.add}>Add gift card</AddButton>;

  return (
    <>
      <PageHeader
        title="Gift Cards"
        subtitle={<ListCount total={result.data?.meta.total} noun={NOUN} />}
        actions={addButton}
      />
      <Card>
        <ListToolbar list={list} searchPlaceholder="Search gift cards by code">
          <Select
            aria-label="Balance"
            placeholder="Any balance"
            allowClear
            style={{ width: 200 }}
            value={list.filters.balance}
            onChange={(value?: string) => list.setFilter('balance', value)}
            options={BALANCE_OPTIONS}
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
