import { GENDER_LABELS, type GENDERS } from './enums.js';

type Gender = (typeof GENDERS)[number];

export interface GameTitleParts {
  visiting?: string | null;
  home?: string | null;
  /** Participating teams' names, used when a game has no home / visiting pair (a tournament-style game). */
  participants?: string[];
  gender?: string | null;
  level?: string | null;
  sport?: string | null;
}

/**
 * A game's title (BUSINESS_RULES.md): "{Visiting} @ {Home} - {Gender} - {Level} - {Sport}", gender left out
 * when unset. Shared so the form's live preview and the server (which decides) build the same text; parts not
 * chosen yet are left out rather than shown as blanks.
 */
export function buildGameTitle(p: GameTitleParts): string {
  const teams =
    p.visiting && p.home
      ? `${p.visiting} @ ${p.home}`
      : p.home || p.visiting || (p.participants?.length ? p.participants.join(', ') : '');
  const gender = p.gender ? (GENDER_LABELS[p.gender as Gender] ?? p.gender) : '';
  return [teams, gender, p.level, p.sport]
    .map((s) => (s ?? '').trim())
    .filter(Boolean)
    .join(' - ');
}
