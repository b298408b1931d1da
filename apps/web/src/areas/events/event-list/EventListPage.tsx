import { useCallback } from 'react';
import { Button, Card, Flex, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { PlusOutlined } from '@ant-design/icons';
import { EVENT_FILTER_KEYS, EVENT_SORT_FIELDS } from '@phlox/contract';
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
import { ALWAYS_SHOWN, useEventColumns } from './useEventColumns';

const NOUN: Noun = { singular: 'Event', plural: 'Events' };
const SHOT_CARD = 'shotCard';

/** /events: filters, search, sort, column choice, row actions, CSV import by drop and the shot-card dialog. */
export function EventListPage() {
  const list = useListState('events', { sortFields: EVENT_SORT_FIELDS, filterKeys: EVENT_FILTER_KEYS });
  const result = useEventList(list.query);
  const canManage = usePermission('events', 'manage');
  const canImport = useAddon('events.import') && canManage;
  const navigate = useNavigate();
  // The open shot card lives in the URL like the rest of the list's state.
  const [params] = useSearchParams();
  const updateSearch = useUpdateSearch();
  const shotCardId = Number(params.get(SHOT_CARD)) || null;
  const openShotCard = useCallback(
    (id: number | null) => updateSearch((next) => (id ? next.set(SHOT_CARD, String(id)) : next.delete(SHOT_CARD))),
    [updateSearch],
  );
  const columns = useEventColumns({ canManage, openShotCard });
  const visible = useVisibleColumns('events', columns, ALWAYS_SHOWN);

  const addButton = canManage && (
    <Button
      type="primary"
      icon={<PlusOutlined aria-hidden />}
      onClick={() => void navigate(eventPaths.add, { state: fromListState })}
    >
      Add event
    </Button>
  );

  return (
    <CsvImport
      descriptor={EVENT_IMPORT}
      enabled={canImport}
      renderActions={(importActions) => (
        <PageHeader
          title="Events"
          subtitle={<ListCount total={result.data?.meta.total} noun={NOUN} />}
          actions={
            <>
              {importActions}
              {addButton}
            </>
          }
        />
      )}
    >
      <Card>
        <Flex justify="space-between" align="flex-start" gap={8}>
          <ListToolbar list={list} searchPlaceholder="Search by title or team">
            <EventFilters list={list} />
          </ListToolbar>
          <ColumnPicker list="events" columns={columns} alwaysShown={ALWAYS_SHOWN} />
        </Flex>
        <ResourceTable
          list={list}
          result={result}
          columns={visible}
          rowKey={(e) => e.id}
          noun={NOUN}
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
