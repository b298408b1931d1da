import { describe, expect, it } from 'vitest';
import { parsePageSize, parsePositiveInt, parseSort, sortOrderOf, toSortParam } from './listParams';

describe('list URL params', () => {
  it('accepts only positive integers as page numbers', () => {
    expect(parsePositiveInt('3')).toBe(3);
    for (const raw of [null, '', '0', '-1', '2.5', 'abc', '1e3']) expect(parsePositiveInt(raw)).toBeUndefined();
  });

  it('caps the page size at the API maximum', () => {
    expect(parsePageSize('50')).toBe(50);
    expect(parsePageSize('100')).toBe(100);
    expect(parsePageSize('101')).toBeUndefined();
  });

  it('keeps a sort only when its field is sortable', () => {
    const fields = ['name', 'code'];
    expect(parseSort('name', fields)).toBe('name');
    expect(parseSort('-code', fields)).toBe('-code');
    expect(parseSort('-password', fields)).toBeUndefined();
    expect(parseSort(null, fields)).toBeUndefined();
  });

  it('translates between the URL sort and the table sort order', () => {
    expect(sortOrderOf('-name', 'name')).toBe('descend');
    expect(sortOrderOf('name', 'name')).toBe('ascend');
    expect(sortOrderOf('name', 'code')).toBeNull();
    expect(toSortParam('name', 'descend')).toBe('-name');
    expect(toSortParam('name', 'ascend')).toBe('name');
    expect(toSortParam('name', null)).toBeUndefined();
  });
});
