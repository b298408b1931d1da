import { useCallback, type ReactNode } from 'react';
import { App, Button, Space, Tooltip, Typography } from 'antd';
import type { InUseDetails } from '@phlox/contract';
import { EditOutlined } from '@ant-design/icons';
import { errorMessage, isApiError } from '../api/ApiError';
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
  /** What deleting this row also does, in the confirmation (default: "It will no longer appear in lists."). */
  deleteDescription?: (row: T) => ReactNode;
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
  deleteDescription,
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
        {onDelete && <DeleteAction row={row} {...{ itemType, nameOf, onDelete, cannotDelete, deleteDescription }} />}
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
  deleteDescription,
}: Required<Pick<RowActionsOptions<T>, 'itemType' | 'nameOf' | 'onDelete'>> &
  Pick<RowActionsOptions<T>, 'cannotDelete' | 'deleteDescription'> & { row: T }) {
  const why = cannotDelete?.(row);
  const button = (
    <ConfirmDelete
      itemType={itemType}
      itemName={nameOf(row)}
      onConfirm={() => onDelete(row)}
      disabled={why !== undefined}
      description={deleteDescription?.(row)}
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

/**
 * Why a delete was refused. An item still in use lists its users kind by kind ("46 events: …, and 43 more"),
 * which reads better than the one-sentence message; any other refusal shows the server's message.
 */
function RefusalReason({
  name,
  message,
  details,
}: {
  name: string;
  message: string;
  details?: Record<string, unknown>;
}) {
  const usedBy = (details as Partial<InUseDetails> | undefined)?.usedBy;
  if (!Array.isArray(usedBy) || !usedBy.length) return <Typography.Paragraph>{message}</Typography.Paragraph>;
  return (
    <div>
      <Typography.Paragraph>“{name}” is still used by:</Typography.Paragraph>
      <ul style={{ paddingInlineStart: 20 }}>
        {usedBy.map((u) => (
          <li key={u.kind}>
            <Typography.Text strong>
              {u.count.toLocaleString('en-US')} {u.kind}
            </Typography.Text>
            : {u.names.map((n) => `“${n}”`).join(', ')}
            {u.count > u.names.length && ` and ${(u.count - u.names.length).toLocaleString('en-US')} more`}
          </li>
        ))}
      </ul>
      <Typography.Paragraph style={{ marginBottom: 0 }}>Change or delete those first.</Typography.Paragraph>
    </div>
  );
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Deletes a row and says how it went: 'Product “Print” deleted', or why not. A refusal by a business rule
 * (422: "“Varsity” cannot be deleted: it is used by 42 events (…)") opens a dialog that stays until it is read;
 * other failures are a toast. The promise rejects on failure so a confirmation dialog can stop its spinner.
 */
export function useDeleteWithMessage(
  deleteById: (id: number) => Promise<unknown>,
  itemType: string,
): (id: number, name: string) => Promise<void> {
  const { message, modal } = App.useApp();
  return useCallback(
    (id: number, name: string) =>
      deleteById(id).then(
        () => void message.success(`${capitalised(itemType)} “${name}” deleted`),
        (error: unknown) => {
          if (isApiError(error) && error.status === 422)
            modal.warning({
              title: `${capitalised(itemType)} “${name}” was not deleted`,
              content: <RefusalReason name={name} message={error.message} details={error.details} />,
              width: 520,
            });
          else void message.error(errorMessage(error));
          throw error;
        },
      ),
    [deleteById, itemType, message, modal],
  );
}
