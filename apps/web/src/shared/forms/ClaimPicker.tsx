import { useEffect, useMemo, useRef, useState } from 'react';
import { Flex, Select, Typography } from 'antd';

const SEARCH_DELAY_MS = 300;

/** An item a parent can claim (a district's school, a Statement of Work's media day) as the picker offers it. */
export interface Claimable {
  id: number;
  name: string;
  /** The other parent that already holds it (it cannot be picked), or null when it is free or this one's. */
  heldBy: string | null;
  /** What tells two of one name apart ("Plano · School", a date), shown on the right. */
  detail: string;
}

interface ClaimPickerProps<T extends Claimable> {
  id?: string;
  value?: number[];
  onChange?: (value: number[]) => void;
  /** The field's accessible name and what to type. */
  label: string;
  placeholder: string;
  /** The items matching the last query (searched on the server by the caller). */
  items: T[] | undefined;
  searching: boolean;
  /** The typed text, once the user paused typing: the caller searches it. */
  onQuery: (q: string) => void;
  /** Names of the items chosen so far, for their tags (the search shows only some of them). */
  nameOf: (id: number) => string;
  /** Told the items just picked, so the list beside the picker can show their details. */
  onPicked: (items: T[]) => void;
}

/**
 * A multiple select over many items that each belong to at most one parent: it searches as you type, and an item
 * another parent holds is shown with that parent's name but cannot be picked (it must leave there first).
 */
export function ClaimPicker<T extends Claimable>(props: ClaimPickerProps<T>) {
  const { id, value, onChange, label, placeholder, items, searching, onQuery, nameOf, onPicked } = props;
  const [text, setText] = useState('');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const options = useMemo(
    () =>
      (items ?? []).map((item) => ({
        value: item.id,
        label: item.name,
        title: item.heldBy ? `${item.name} — in ${item.heldBy}` : item.name,
        disabled: item.heldBy !== null,
        item,
      })),
    [items],
  );
  const pick = (ids: number[]) => {
    onPicked(options.filter((o) => ids.includes(o.value) && !value?.includes(o.value)).map((o) => o.item));
    onChange?.(ids);
  };
  return (
    <Select<number[], (typeof options)[number]>
      id={id}
      aria-label={label}
      mode="multiple"
      placeholder={placeholder}
      value={value}
      onChange={pick}
      options={options}
      loading={searching}
      maxTagCount="responsive"
      labelRender={({ value: picked, label: shown }) => shown ?? nameOf(Number(picked))}
      optionRender={({ data: o }) => (
        // Room before the ✓ that marks a picked option.
        <Flex justify="space-between" gap={16} style={{ paddingInlineEnd: 8 }}>
          <Typography.Text ellipsis style={{ color: 'inherit' }}>
            {o.item.name}
            {o.item.heldBy && <Typography.Text type="secondary"> — in {o.item.heldBy}</Typography.Text>}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ flex: 'none' }}>
            {o.item.detail}
          </Typography.Text>
        </Flex>
      )}
      notFoundContent={searching ? 'Searching…' : text ? 'Nothing matches' : 'Type to search'}
      showSearch={{
        filterOption: false,
        searchValue: text,
        // Several items of one search are often picked in a row ("Plano …").
        autoClearSearchValue: false,
        onSearch: (next) => {
          setText(next);
          window.clearTimeout(timer.current);
          timer.current = window.setTimeout(() => onQuery(next.trim()), SEARCH_DELAY_MS);
        },
      }}
    />
  );
}
