import type { CsvImportDescriptor } from './csvImport';
import { columnMatchKey, useColumnMatchStore } from './columnMatchStore';
import {
  guessMatches,
  parseCsvTable,
  rememberMatches,
  rewriteCsv,
  type ColumnMatches,
  type CsvTable,
} from './columnMatching';

/** The matching step's state: the file, the source chosen (none yet at first) and the matches shown. */
export interface ColumnMatching {
  table: CsvTable;
  source?: string;
  matches: ColumnMatches;
}

export type ColumnMatcher = NonNullable<ReturnType<typeof useColumnMatching>>;

/** An import's column matching (null when its descriptor has no `mapping`): guess, check, remember, rewrite. */
export function useColumnMatching({ plural, columns, mapping }: CsvImportDescriptor) {
  const remembered = useColumnMatchStore((s) => s.remembered);
  const remember = useColumnMatchStore((s) => s.remember);
  if (!mapping) return null;
  const { sourceColumn, sources } = mapping;
  /** Ours, less the one the choice of source fills. */
  const ours = columns.known.filter((c) => c !== sourceColumn);
  const required = columns.required.filter((c) => c !== sourceColumn);
  return {
    sources,
    ours,
    required,
    start: (text: string): ColumnMatching => ({ table: parseCsvTable(text), matches: {} }),
    /** Choosing (or changing) the source guesses again, from what was confirmed for it before first. */
    choose: (matching: ColumnMatching, source: string): ColumnMatching => ({
      ...matching,
      source,
      matches: guessMatches(
        matching.table.header,
        ours,
        sources.find((s) => s.value === source)?.headers ?? {},
        remembered[columnMatchKey(plural, source)],
      ),
    }),
    /** What keeps the user from going on, said plainly; null once the source is chosen and the required matched. */
    problem: ({ source, matches }: ColumnMatching): string | null => {
      if (!source) return 'Choose where the file was exported from.';
      const missing = required.filter((c) => matches[c] === undefined);
      if (!missing.length) return null;
      return `Match the required ${missing.length === 1 ? 'column' : 'columns'}: ${missing.join(', ')}.`;
    },
    /** Remembers the matches for the source and gives the file in our template's columns. */
    confirm: ({ table, source, matches }: ColumnMatching): string => {
      if (!source) throw new Error('No source chosen');
      remember(columnMatchKey(plural, source), rememberMatches(table.header, matches));
      return rewriteCsv(table, matches, columns.known, { column: sourceColumn, value: source });
    },
  };
}
