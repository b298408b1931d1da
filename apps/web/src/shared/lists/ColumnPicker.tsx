import { Button, Checkbox, Dropdown, Flex } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useListStore, type ColumnListName } from './listStore';
import type { ResourceColumn } from './ResourceTable';

/** Columns a user may hide carry a plain-text `title`; the others are always shown. */
function columnLabel<T>(column: ResourceColumn<T>): string {
  return typeof column.title === 'string' ? column.title : column.key;
}

/**
 * The columns of a list the user has not hidden (spec §3: kept for events, bundles and orders, and
 * forgotten at logout). `alwaysShown` keys (e.g. the title and the actions) cannot be hidden.
 */
export function useVisibleColumns<T>(
  list: ColumnListName,
  columns: ResourceColumn<T>[],
  alwaysShown: string[] = [],
): ResourceColumn<T>[] {
  const chosen = useListStore((s) => s.columns[list]);
  return columns.filter((c) => alwaysShown.includes(c.key) || isShown(chosen, c));
}

/** The user's choice for the column, else its default (shown unless `defaultHidden`). */
const isShown = <T,>(chosen: Record<string, boolean>, c: ResourceColumn<T>) => chosen[c.key] ?? !c.defaultHidden;

interface ColumnPickerProps<T> {
  list: ColumnListName;
  columns: ResourceColumn<T>[];
  alwaysShown?: string[];
}

/** A "Columns" menu of checkboxes; the choice survives a reload. */
export function ColumnPicker<T>({ list, columns, alwaysShown = [] }: ColumnPickerProps<T>) {
  const chosen = useListStore((s) => s.columns[list]);
  const setColumnVisible = useListStore((s) => s.setColumnVisible);
  const choosable = columns.filter((c) => !alwaysShown.includes(c.key));
  return (
    <Dropdown
      trigger={['click']}
      popupRender={() => (
        <Flex vertical gap={4} className="ant-dropdown-menu" style={{ padding: 8 }} role="group" aria-label="Columns">
          {choosable.map((c) => (
            <Checkbox
              key={c.key}
              checked={isShown(chosen, c)}
              onChange={(e) => setColumnVisible(list, c.key, e.target.checked)}
            >
              {columnLabel(c)}
            </Checkbox>
          ))}
        </Flex>
      )}
    >
      <Button icon={<SettingOutlined />}>Columns</Button>
    </Dropdown>
  );
}
