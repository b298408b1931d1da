/** One image of an entity, as the ImageDropzone's value holds it. */
export interface ImageItem {
  /** The stored link (spec §7.3). */
  url: string;
  /** Set when the dropzone offers a primary choice: exactly one item is primary. */
  primary?: boolean;
  /** Set when the dropzone is sortable: the position, from 1. */
  sort?: number;
}

export interface ItemRules {
  withPrimary: boolean;
  sortable: boolean;
}

/** Puts the flags in order: positions from 1, and exactly one primary (the first, if none was chosen). */
export function normalizeItems(items: ImageItem[], rules: ItemRules): ImageItem[] {
  const primaryAt = Math.max(
    0,
    items.findIndex((i) => i.primary),
  );
  return items.map((item, index) => ({
    url: item.url,
    ...(rules.withPrimary ? { primary: index === primaryAt } : {}),
    ...(rules.sortable ? { sort: index + 1 } : {}),
  }));
}

export function addItems(items: ImageItem[], urls: string[], rules: ItemRules): ImageItem[] {
  return normalizeItems([...items, ...urls.map((url) => ({ url }))], rules);
}

export function replaceItem(items: ImageItem[], index: number, url: string, rules: ItemRules): ImageItem[] {
  return normalizeItems(
    items.map((item, i) => (i === index ? { ...item, url } : item)),
    rules,
  );
}

export function removeItem(items: ImageItem[], index: number, rules: ItemRules): ImageItem[] {
  return normalizeItems(
    items.filter((_, i) => i !== index),
    rules,
  );
}

export function makePrimary(items: ImageItem[], index: number, rules: ItemRules): ImageItem[] {
  return normalizeItems(
    items.map((item, i) => ({ ...item, primary: i === index })),
    rules,
  );
}

export function moveItem(items: ImageItem[], from: number, to: number, rules: ItemRules): ImageItem[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return normalizeItems(next, rules);
}
