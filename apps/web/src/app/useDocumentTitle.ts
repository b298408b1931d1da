import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { APP_TITLE } from '@phlox/contract';
import { routeHandle } from './routeHandle';

/** "Phlox Admin | Levels" on dashboard pages, "Phlox Admin" on public ones (from the deepest route's handle). */
export function useDocumentTitle(): void {
  const matches = useMatches();
  const title = [...matches]
    .reverse()
    .map((m) => routeHandle(m.handle).title)
    .find(Boolean);
  useEffect(() => {
    document.title = title ? `${APP_TITLE} | ${title}` : APP_TITLE;
  }, [title]);
}
