import { describe, expect, it } from 'vitest';
import { addItems, makePrimary, moveItem, normalizeItems, removeItem, replaceItem } from './imageItems';

const both = { withPrimary: true, sortable: true };
const urls = (items: Array<{ url: string }>) => items.map((i) => i.url);

describe('image items of the dropzone', () => {
  it('numbers positions from 1 and keeps exactly one primary, the first by default', () => {
    expect(addItems([], ['a', 'b'], both)).toEqual([
      { url: 'a', primary: true, sort: 1 },
      { url: 'b', primary: false, sort: 2 },
    ]);
    expect(normalizeItems([{ url: 'a' }], { withPrimary: false, sortable: false })).toEqual([{ url: 'a' }]);
  });

  it('moves the primary to the first image when the primary one is removed', () => {
    const items = makePrimary(addItems([], ['a', 'b', 'c'], both), 1, both);
    expect(items.map((i) => i.primary)).toEqual([false, true, false]);
    const after = removeItem(items, 1, both);
    expect(after).toEqual([
      { url: 'a', primary: true, sort: 1 },
      { url: 'c', primary: false, sort: 2 },
    ]);
  });

  it('keeps the primary with its image when images are reordered or replaced', () => {
    const items = makePrimary(addItems([], ['a', 'b', 'c'], both), 2, both);
    const moved = moveItem(items, 2, 0, both);
    expect(urls(moved)).toEqual(['c', 'a', 'b']);
    expect(moved[0]).toEqual({ url: 'c', primary: true, sort: 1 });
    const replaced = replaceItem(moved, 0, 'z', both);
    expect(replaced[0]).toEqual({ url: 'z', primary: true, sort: 1 });
  });
});
