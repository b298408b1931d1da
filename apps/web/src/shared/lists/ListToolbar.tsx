import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Flex, Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import type { ListControls } from './useListState';

const SEARCH_DELAY_MS = 300;

interface ListToolbarProps {
  list: ListControls;
  searchPlaceholder: string;
  /** Filter controls of the list, placed after the search box. */
  children?: ReactNode;
}

export function ListToolbar({ list, searchPlaceholder, children }: ListToolbarProps) {
  return (
    <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }}>
      <SearchBox value={list.q} onSearch={list.setSearch} placeholder={searchPlaceholder} />
      {children}
      {list.isFiltered && (
        <Button type="link" onClick={list.clearAll}>
          Clear all
        </Button>
      )}
    </Flex>
  );
}

function SearchBox({
  value,
  onSearch,
  placeholder,
}: {
  value: string;
  onSearch: (q: string) => void;
  placeholder: string;
}) {
  const [text, setText] = useState(value);
  const timer = useRef<number | undefined>(undefined);
  const sent = useRef(value);

  // The URL wins when it changes from elsewhere (Back, "Clear all"), but not when it echoes what was typed.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const search = (q: string) => {
    window.clearTimeout(timer.current);
    sent.current = q.trim();
    onSearch(q);
  };
  const onChange = (q: string) => {
    setText(q);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => search(q), SEARCH_DELAY_MS);
  };

  return (
    <Input
      allowClear
      role="searchbox"
      aria-label={placeholder}
      prefix={<SearchOutlined aria-hidden />}
      placeholder={placeholder}
      value={text}
      onChange={(e) => onChange(e.target.value)}
      onPressEnter={() => search(text)}
      // Leaving the box ends the typing: a search still waiting is sent now, not after a click on a row's link
      // has started opening another page (it would land in that page's URL).
      onBlur={() => {
        if (text.trim() !== sent.current) search(text);
      }}
      style={{ width: 300, maxWidth: '100%' }}
    />
  );
}
