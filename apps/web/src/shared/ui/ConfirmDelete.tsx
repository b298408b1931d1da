import { Button, Popconfirm } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';

interface ConfirmDeleteProps {
  /** What is deleted, lower case: "level". */
  itemType: string;
  /** Its name as the user knows it: "Varsity". */
  itemName: string;
  onConfirm: () => Promise<unknown>;
  disabled?: boolean;
}

/** A Delete button that first asks "Delete level “Varsity”?"; the dialog stays busy until the delete settles. */
export function ConfirmDelete({ itemType, itemName, onConfirm, disabled }: ConfirmDeleteProps) {
  return (
    <Popconfirm
      title={`Delete ${itemType} “${itemName}”?`}
      description="It will no longer appear in lists."
      okText="Delete"
      okButtonProps={{ danger: true }}
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
      >
        Delete
      </Button>
    </Popconfirm>
  );
}
