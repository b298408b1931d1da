/**
 * The query-key factory every area uses, so keys are never written by hand:
 * `all` ⊃ `lists()` ⊃ `list(query)` and `all` ⊃ `details()` ⊃ `detail(id)`.
 */
export function createQueryKeys<const Area extends string>(area: Area) {
  const all = [area] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: <Q extends object>(query: Q) => [...all, 'list', query] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: number | string) => [...all, 'detail', id] as const,
  };
}
