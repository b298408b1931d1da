import { Button } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';

interface BackToListButtonProps {
  /** useBackToList's (or useItemPage's) `back`. */
  onClick: () => void;
  /** "Roles", "Back to orders" */
  label: string;
}

/** A page header's way back to its list. */
export function BackToListButton({ onClick, label }: BackToListButtonProps) {
  return (
    <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={onClick}>
      {label}
    </Button>
  );
}
