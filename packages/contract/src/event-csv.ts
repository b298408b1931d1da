import { z } from 'zod';
import { csvImportRequestSchema } from './csv-import.js';

/**
 * The events CSV (import template): exact headers. Times are America/Chicago wall-clock times
 * ("2026-09-04 19:00", "9/4/2026 7:00 PM"); category, teams, level and venue are names (a team or venue also
 * by id); `private` is yes/no. A row is known by title + start time + home team, so a re-import adds nothing.
 */
export const EVENT_CSV_COLUMNS = [
  'title',
  'category',
  'start_time',
  'end_time',
  'competition_type',
  'status',
  'home_team',
  'visiting_team',
  'level',
  'gender',
  'academic_year',
  'venue',
  'private',
  'description',
  'tags',
] as const;
export type EventCsvColumn = (typeof EVENT_CSV_COLUMNS)[number];
export const EVENT_CSV_REQUIRED: readonly EventCsvColumn[] = ['title', 'category', 'start_time'];

export const EVENT_CSV_EXAMPLE: Record<EventCsvColumn, string> = {
  title: 'Westlake Chaparrals @ Lincoln Lions - Boys - Varsity - Football',
  category: 'Football',
  start_time: '2026-09-04 19:00',
  end_time: '2026-09-04 22:00',
  competition_type: 'game',
  status: 'draft',
  home_team: 'Lincoln Lions',
  visiting_team: 'Westlake Chaparrals',
  level: 'Varsity',
  gender: 'boys',
  academic_year: '2026-2027',
  venue: 'Lincoln Stadium',
  private: 'no',
  description: 'Friday night lights.',
  tags: 'football,varsity',
};

export const eventImportRequestSchema = csvImportRequestSchema;
export type EventImportRequest = z.output<typeof eventImportRequestSchema>;
