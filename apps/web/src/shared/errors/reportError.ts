type Reporter = (error: Error) => void;

const reporters = new Set<Reporter>();

/** Session tracking (and anything else) can listen for application errors. */
export function onAppError(reporter: Reporter): () => void {
  reporters.add(reporter);
  return () => reporters.delete(reporter);
}

export function reportAppError(error: unknown): void {
  const err = error instanceof Error ? error : new Error(String(error));
  console.error(err);
  for (const reporter of reporters) {
    try {
      reporter(err);
    } catch {
      // A broken reporter must never hide the original error.
    }
  }
}
