import { Card, Select } from 'antd';
import { SOW_FILTER_KEYS, SOW_SORT_FIELDS, SOW_STATUS_LABELS, SOW_STATUSES } from '@phlox/contract';
import { AddButton } from '../../../shared/lists/AddButton';
import { ListCount } from '../../../shared/lists/ListCount';
import { ListToolbar } from '../../../shared/lists/ListToolbar';
import { ResourceTable, type Noun } from '../../../shared/lists/ResourceTable';
import { useListState } from '../../../shared/lists/useListState';
import { usePermission } from '../../../shared/permissions/usePermission';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { DistrictFilter } from '../components/DistrictFilter';
import { EventTabs } from '../event-list/EventTabs';
import { eventPaths } from '../paths';
import { useSowList } from '../sowApi';
import { useSowColumns } from './useSowColumns';

const NOUN: Noun = { singular: 'Statement of Work', plural: 'Statements of Work' };

/** /events/statement-of-work: the cockpit's third tab — what each district agreed to, its dates and media days. */
export function SowListPage() {
  const list = useListState('statements-of-work', { sortFields: SOW_SORT_FIELDS, filterKeys: SOW_FILTER_KEYS });
  const result = useSowList(list.query);
  const canManage = usePermission('events', 'manage');
  const columns = useSowColumns({ canManage });
  const addButton = canManage && <AddButton to={eventPaths.addSow}>Add Statement of Work</AddButton>;
  const { filters } = list;
  return (
    <>
      <PageHeader
        title="Events"
        subtitle={<ListCount total={result.data?.meta.total} noun={NOUN} />}
        actions={addButton}
      />
      <EventTabs />
      <Card>
        <ListToolbar list={list} searchPlaceholder="Search by title">
          <Select
            aria-label="Status"
            placeholder="Status"
            allowClear
            style={{ width: 130 }}
            value={filters.status}
            onChange={(v: string | undefined) => list.setFilter('status', v)}
            options={SOW_STATUSES.map((s) => ({ value: s, label: SOW_STATUS_LABELS[s] }))}
          />
          <DistrictFilter value={filters.schoolDistrictId} onChange={(v) => list.setFilter('schoolDistrictId', v)} />
        </ListToolbar>
        <ResourceTable
          list={list}
          result={result}
          columns={columns}
          rowKey={(s) => s.id}
          noun={NOUN}
          emptyAction={addButton}
        />
      </Card>
    </>
  );
}
