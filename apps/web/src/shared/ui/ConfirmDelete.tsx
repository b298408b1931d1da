import type { ReactNode } from 'react';
import { Button, Popconfirm } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';

interface ConfirmDeleteProps {
  /** What is deleted, lower case: "level". */
  itemType: string;
  /** Its name as the user knows it: "Varsity". */
  itemName: string;
  onConfirm: () => Promise<unknown>;
  disabled?: boolean;
  /** Only the bin icon (with a "Delete" tooltip), for tables with many row actions. */
  iconOnly?: boolean;
  /** Replaces the default "It will no longer appear in lists." (e.g. a count checked when the dialog opens). */
  description?: ReactNode;
  /** Told when the dialog opens and closes, e.g. to load what the description states. */
  onOpenChange?: (open: boolean) => void;
  /** Keeps the Delete button of the dialog disabled (e.g. while something blocks the delete). */
  okDisabled?: boolean;
}

/** A Delete button that first asks "Delete level “Varsity”?"; the dialog stays busy until the delete settles. */
export function ConfirmDelete({
  itemType,
  itemName,
  onConfirm,
  disabled,
  iconOnly,
  description = 'It will no longer appear in lists.',
  onOpenChange,
  okDisabled,
}: ConfirmDeleteProps) {
  return (
    <Popconfirm
      title={`Delete ${itemType} “${itemName}”?`}
      description={description}
      onOpenChange={onOpenChange}
      okText="Delete"
      okButtonProps={{ danger: true, disabled: okDisabled }}
      cancelText="Cancel"
      placement="topRight"
      onConfirm={() => onConfirm().catch(() => undefined)}
    >
      <Button
        type="link"
        danger
        size="small"
        icon={<DeleteOutlined aria-hidden />}
        disabled={disabled}
        aria-label={`Delete ${itemName}`}
        title={iconOnly ? 'Delete' : undefined}
      >
        {iconOnly ? null : 'Delete'}
      </Button>
    </Popconfirm>
  );
}
