import { useCallback, type ReactNode } from 'react';
import { App, Button, Space, Tooltip } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { errorMessage } from '../api/ApiError';
import { ConfirmDelete } from '../ui/ConfirmDelete';
import type { ResourceColumn } from './ResourceTable';

interface RowActionsOptions<T> {
  /** What a row is, lower case: "product category". */
  itemType: string;
  /** The row's name as the user knows it, used in labels and the delete confirmation. */
  nameOf: (row: T) => string;
  onEdit?: (row: T) => void;
  onDelete?: (row: T) => Promise<unknown>;
  /** Why this row cannot be deleted (shown on the disabled button), or undefined when it can. */
  cannotDelete?: (row: T) => string | undefined;
  /** Row actions shown before Edit (e.g. copy link, view). */
  extra?: (row: T) => ReactNode;
  width?: number;
}

/** A list's last column: Edit and a confirmed Delete for the row (only added for users who may manage). */
export function actionsColumn<T>({
  itemType,
  nameOf,
  onEdit,
  onDelete,
  cannotDelete,
  extra,
  width = 180,
}: RowActionsOptions<T>): ResourceColumn<T> {
  return {
    key: 'actions',
    title: <span className="sr-only">Actions</span>,
    align: 'right',
    width,
    render: (_, row) => (
      <Space size={0}>
        {extra?.(row)}
        {onEdit && (
          <Button
            type="link"
            size="small"
            icon={<EditOutlined aria-hidden />}
            onClick={() => onEdit(row)}
            aria-label={`Edit ${nameOf(row)}`}
          >
            Edit
          </Button>
        )}
        {onDelete && <DeleteAction row={row} {...{ itemType, nameOf, onDelete, cannotDelete }} />}
      </Space>
    ),
  };
}

function DeleteAction<T>({
  row,
  itemType,
  nameOf,
  onDelete,
  cannotDelete,
}: Required<Pick<RowActionsOptions<T>, 'itemType' | 'nameOf' | 'onDelete'>> &
  Pick<RowActionsOptions<T>, 'cannotDelete'> & { row: T }) {
  const why = cannotDelete?.(row);
  const button = (
    <ConfirmDelete
      itemType={itemType}
      itemName={nameOf(row)}
      onConfirm={() => onDelete(row)}
      disabled={why !== undefined}
    />
  );
  // A disabled button fires no mouse events, so the tooltip sits on a wrapper.
  return why ? (
    <Tooltip title={why}>
      <span>{button}</span>
    </Tooltip>
  ) : (
    button
  );
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Deletes a row and says how it went: 'Product “Print” deleted', or the server's reason it was refused.
 * The promise rejects on failure so a confirmation dialog can stop its spinner.
 */
export function useDeleteWithMessage(
  deleteById: (id: number) => Promise<unknown>,
  itemType: string,
): (id: number, name: string) => Promise<void> {
  const { message } = App.useApp();
  return useCallback(
    (id: number, name: string) =>
      deleteById(id).then(
        () => void message.success(`${capitalised(itemType)} “${name}” deleted`),
        (error: unknown) => {
          void message.error(errorMessage(error));
          throw error;
        },
      ),
    [deleteById, itemType, message],
  );
}
