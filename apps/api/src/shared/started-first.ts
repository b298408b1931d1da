/**
 * Starts an async source and waits for its first item before anything is sent: a validation error or a failing
 * first query is thrown while the request can still answer a plain 4xx, not after a download's first byte
 * (which left a header-only file and a dropped connection).
 */
export async function startedFirst<T>(source: AsyncIterable<T>): Promise<AsyncIterable<T>> {
  const it = source[Symbol.asyncIterator]();
  const first = await it.next();
  return {
    async *[Symbol.asyncIterator]() {
      if (first.done) return;
      yield first.value;
      for (let next = await it.next(); !next.done; next = await it.next()) yield next.value;
    },
  };
}
