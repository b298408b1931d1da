import { useCallback } from 'react';
import { Button, Card, Flex, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { PlusOutlined } from '@ant-design/icons';
import { EVENT_FILTER_KEYS, EVENT_SORT_FIELDS, type EventKind } from '@phlox/contract';
import { ColumnPicker, useVisibleColumns } from '../../../shared/lists/ColumnPicker';
import { ListCount } from '../../../shared/lists/ListCount';
import { ListToolbar } from '../../../shared/lists/ListToolbar';
import { ResourceTable, type Noun } from '../../../shared/lists/ResourceTable';
import { useListState } from '../../../shared/lists/useListState';
import { useAddon, usePermission } from '../../../shared/permissions/usePermission';
import { fromListState } from '../../../shared/routing/useBackToList';
import { useUpdateSearch } from '../../../shared/routing/useUpdateSearch';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { EVENT_IMPORT, useEventList } from '../api';
import { CsvImport } from '../../../shared/csv/CsvImport';
import { eventPaths } from '../paths';
import { ShotCardDialog } from '../shot-card/ShotCardDialog';
import { EventFilters } from './EventFilters';
import { EventTabs } from './EventTabs';
import { useStaffFilterDefault } from './useStaffFilterDefault';
import type { ColumnListName } from '../../../shared/lists/listStore';
import { ALWAYS_SHOWN, useEventColumns } from './useEventColumns';

const SHOT_CARD = 'shotCard';

/** What each tab of events lists, and how it is named. */
const TAB = {
  sideline: {
    list: 'events',
    noun: { singular: 'Event', plural: 'Events' },
    add: { path: eventPaths.add, label: 'Add event' },
    search: 'Search by title or team',
  },
  'media-days': {
    list: 'media-days',
    noun: { singular: 'Media Day', plural: 'Media Days' },
    add: { path: eventPaths.addMediaDay, label: 'Add media day' },
    search: 'Search by title',
  },
} as const satisfies Record<EventKind, { list: ColumnListName; noun: Noun; add: object; search: string }>;

/**
 * /events (Sideline) and /events/media-days: the cockpit's event tabs — filters, search, sort, column choice, row
 * actions, the shot-card dialog, and on Sideline the CSV import by drop.
 */
function EventListPage({ kind }: { kind: EventKind }) {
  const tab = TAB[kind];
  const list = useListState(tab.list, { sortFields: EVENT_SORT_FIELDS, filterKeys: EVENT_FILTER_KEYS });
  useStaffFilterDefault(tab.list, list);
  const result = useEventList({ ...list.query, kind });
  const canManage = usePermission('events', 'manage');
  const canImport = useAddon('events.import') && canManage && kind === 'sideline';
  const navigate = useNavigate();
  // The open shot card lives in the URL like the rest of the list's state.
  const [params] = useSearchParams();
  const updateSearch = useUpdateSearch();
  const shotCardId = Number(params.get(SHOT_CARD)) || null;
  const openShotCard = useCallback(
    (id: number | null) => updateSearch((next) => (id ? next.set(SHOT_CARD, String(id)) : next.delete(SHOT_CARD))),
    [updateSearch],
  );
  const columns = useEventColumns({ kind, canManage, openShotCard });
  const visible = useVisibleColumns(tab.list, columns, ALWAYS_SHOWN);

  const addButton = canManage && (
    <Button
      type="primary"
      icon={<PlusOutlined aria-hidden />}
      onClick={() => void navigate(tab.add.path, { state: fromListState })}
    >
      {tab.add.label}
    </Button>
  );

  return (
    <CsvImport
      descriptor={EVENT_IMPORT}
      enabled={canImport}
      renderActions={(importActions) => (
        <PageHeader
          title="Events"
          subtitle={<ListCount total={result.data?.meta.total} noun={tab.noun} />}
          actions={
            <>
              {importActions}
              {addButton}
            </>
          }
        />
      )}
    >
      <EventTabs />
      <Card>
        <Flex justify="space-between" align="flex-start" gap={8}>
          <ListToolbar list={list} searchPlaceholder={tab.search}>
            <EventFilters list={list} kind={kind} />
          </ListToolbar>
          <ColumnPicker list={tab.list} columns={columns} alwaysShown={ALWAYS_SHOWN} />
        </Flex>
        <ResourceTable
          list={list}
          result={result}
          columns={visible}
          rowKey={(e) => e.id}
          noun={tab.noun}
          emptyAction={addButton}
        />
        {canImport && (
          <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
            To import a schedule, drop a CSV file anywhere on this list, or use Import CSV.
          </Typography.Paragraph>
        )}
      </Card>
      <ShotCardDialog eventId={shotCardId} onClose={() => openShotCard(null)} />
    </CsvImport>
  );
}

export const SidelineListPage = () => <EventListPage kind="sideline" />;
export const MediaDayListPage = () => <EventListPage kind="media-days" />;
