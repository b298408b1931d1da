import { useEffect, type Key, type ReactNode } from 'react';
import { Button, Empty, Result, Skeleton, Table } from 'antd';
import type { ColumnType, SorterResult, TablePaginationConfig } from 'antd/es/table/interface';
import type { UseQueryResult } from '@tanstack/react-query';
import { PAGE_SIZE_OPTIONS, type ListResponse } from '@phlox/contract';
import { errorMessage } from '../api/ApiError';
import { isTransientError } from '../api/retryPolicy';
import { RetryingNotice } from './RetryingNotice';
import { sortOrderOf, toSortParam } from './listParams';
import type { ListControls } from './useListState';

/** A column of a list; `sortField` makes it sortable on the server by that field. */
export interface ResourceColumn<T> extends Omit<ColumnType<T>, 'sorter' | 'sortOrder'> {
  key: string;
  sortField?: string;
  /** Offered in the column picker but not shown until the user ticks it. */
  defaultHidden?: boolean;
}

export interface Noun {
  singular: string;
  plural: string;
}

interface ResourceTableProps<T> {
  list: ListControls;
  result: UseQueryResult<ListResponse<T>>;
  columns: ResourceColumn<T>[];
  rowKey: (row: T) => Key;
  noun: Noun;
  /** Shown in the "nothing here yet" state, e.g. an "Add level" button. */
  emptyAction?: ReactNode;
}

/** Server-side paginated, sorted table that keeps the previous page on screen while the next one loads. */
export function ResourceTable<T extends object>({
  list,
  result,
  columns,
  rowKey,
  noun,
  emptyAction,
}: ResourceTableProps<T>) {
  const { data, isPending, isError, error, isFetching, isPlaceholderData, refetch, failureReason } = result;
  // The database restarting, the server shedding load, the network gone: the query retries until it passes.
  const retrying = (isFetching || result.isPaused) && isTransientError(failureReason);
  const total = data?.meta.total ?? 0;
  const rows = data?.data ?? [];
  const lastPage = Math.max(1, Math.ceil(total / list.pageSize));

  // After a delete (or a shared link) points past the end, show the last page that exists.
  const pastTheEnd = Boolean(data) && !isPlaceholderData && rows.length === 0 && list.page > lastPage;
  const { setPagination, pageSize } = list;
  useEffect(() => {
    if (pastTheEnd) setPagination(lastPage, pageSize);
  }, [pastTheEnd, lastPage, pageSize, setPagination]);

  if (isPending)
    return (
      <>
        {retrying && <RetryingNotice error={failureReason} />}
        <Skeleton active title={false} paragraph={{ rows: 8 }} />
      </>
    );
  if (isError && !data) {
    return (
      <Result
        status="error"
        title={`Could not load ${noun.plural.toLowerCase()}`}
        subTitle={errorMessage(error)}
        extra={<Button onClick={() => void refetch()}>Try again</Button>}
      />
    );
  }

  const onChange = (
    pagination: TablePaginationConfig,
    _filters: unknown,
    sorter: SorterResult<T> | SorterResult<T>[],
    extra: { action: string },
  ) => {
    if (extra.action === 'paginate') {
      setPagination(pagination.current ?? 1, pagination.pageSize ?? pageSize);
    } else if (extra.action === 'sort') {
      const single = Array.isArray(sorter) ? sorter[0] : sorter;
      const column = columns.find((c) => c.key === single?.columnKey);
      list.setSort(column?.sortField ? toSortParam(column.sortField, single?.order) : undefined);
    }
  };

  return (
    <>
      {retrying && <RetryingNotice error={failureReason} />}
      <Table<T>
        rowKey={rowKey}
        dataSource={rows}
        loading={isFetching && isPlaceholderData}
        onChange={onChange}
        scroll={{ x: 'max-content' }}
        columns={columns.map(({ sortField, ...column }) => ({
          ...column,
          // The row actions stay in view however wide the table scrolls.
          ...(column.key === 'actions' ? { fixed: 'right' as const } : {}),
          ...(sortField ? { sorter: true, sortOrder: sortOrderOf(list.sort, sortField) } : {}),
        }))}
        pagination={{
          current: list.page,
          pageSize,
          total,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
          showTotal: (count, [from, to]) => `${from}–${to} of ${count}`,
          hideOnSinglePage: false,
        }}
        locale={{ emptyText: <EmptyState list={list} noun={noun} action={emptyAction} /> }}
      />
    </>
  );
}

function EmptyState({ list, noun, action }: { list: ListControls; noun: Noun; action?: ReactNode }) {
  if (list.isFiltered) {
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`No ${noun.plural.toLowerCase()} match these filters`}>
        <Button onClick={list.clearAll}>Clear all</Button>
      </Empty>
    );
  }
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`No ${noun.plural.toLowerCase()} yet`}>
      {action}
    </Empty>
  );
}
