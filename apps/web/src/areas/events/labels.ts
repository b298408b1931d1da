import type { COMPETITION_TYPES, EVENT_ROLES, EVENT_STATUSES, EVENT_UPLOAD_STATUSES } from '@phlox/contract';

export const STATUS_LABELS: Record<(typeof EVENT_STATUSES)[number], string> = {
  draft: 'Draft',
  published: 'Published',
  fulfilled: 'Fulfilled',
  canceled: 'Canceled',
};
export const COMPETITION_LABELS: Record<(typeof COMPETITION_TYPES)[number], string> = {
  game: 'Game',
  tournament: 'Tournament',
  media_day: 'Media day',
  team_portrait: 'Team portrait',
};
export const ROLE_LABELS: Record<(typeof EVENT_ROLES)[number], string> = {
  photographer: 'Photographer',
  support: 'Support',
};
export const UPLOAD_LABELS: Record<(typeof EVENT_UPLOAD_STATUSES)[number], string> = {
  pending: 'Pending',
  in_progress: 'In progress',
  uploaded: 'Uploaded',
};
