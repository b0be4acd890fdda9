/**
 * The keys of a resource kept as records: its list pages under `lists()`, and everything about one
 * record (its detail, action flags, the copy its form edits) under `record(id)`, so invalidating
 * `record(id)` reads all of them again.
 */
export function recordKeys<const Root extends string>(root: Root) {
  return {
    all: [root] as const,
    lists: () => [root, 'list'] as const,
    record: (id: number) => [root, id] as const,
    detail: (id: number) => [root, id, 'detail'] as const,
    actions: (id: number) => [root, id, 'actions'] as const,
    forEdit: (id: number) => [root, id, 'edit'] as const,
  };
}
