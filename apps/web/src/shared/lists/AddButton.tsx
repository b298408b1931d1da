import type { ReactNode } from 'react';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { fromListState } from '../routing/useBackToList';

type AddButtonProps = { children: ReactNode } & (
  | { /** The add page; leaving it goes back to the list as it was. */ to: string; onClick?: never }
  | { /** Opens an add dialog instead. */ onClick: () => void; to?: never }
);

/** A list's primary "Add …" action. */
export function AddButton({ children, to, onClick }: AddButtonProps) {
  const navigate = useNavigate();
  return (
    <Button
      type="primary"
      icon={<PlusOutlined aria-hidden />}
      onClick={onClick ?? (() => void navigate(to, { state: fromListState }))}
    >
      {children}
    </Button>
  );
}
