import { z } from 'zod';
import { idParamSchema } from './api.js';
import { INT4_MAX } from './constants.js';
import { ASSIGNMENT_CONFIRMATIONS, EVENT_ROLES, type AssignmentConfirmation } from './enums.js';

/**
 * Staff confirmation of an event assignment. Assigning a crew member e-mails it a single-use link to a page that
 * asks it to confirm or decline (opening the page answers nothing: mail scanners open links); it can also answer
 * from its own events list, and staff can send the request again.
 */
export const ASSIGNMENT_CONFIRMATION_LABELS: Record<AssignmentConfirmation, string> = {
  email_sent: 'Email sent',
  pending: 'Pending',
  confirmed: 'Confirmed',
  rejected: 'Rejected',
};

/** The answers a crew member gives. */
export const ASSIGNMENT_ANSWERS = ['confirmed', 'rejected'] as const;
export type AssignmentAnswer = (typeof ASSIGNMENT_ANSWERS)[number];

export const ASSIGNMENT_MESSAGES = {
  linkInvalid: 'This link has been used or is no longer valid. Ask the office to send the request again.',
  eventStarted: 'The event has started: its crew can no longer answer',
  notAssigned: 'You are not assigned to this event',
  alreadyConfirmed: 'This assignment is already confirmed',
  notOnCrew: 'This person is not on the event’s crew',
  answered: { confirmed: 'Assignment confirmed', rejected: 'Assignment declined' } as Record<AssignmentAnswer, string>,
} as const;

const answerField = z.enum(ASSIGNMENT_ANSWERS, { error: 'Choose confirm or decline' });
/** The link's token (43 base64url characters). */
const tokenField = z
  .string({ error: 'The link is incomplete' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, 'The link is incomplete');

/** /api/events/:id/crew/:photographerId/…: one crew member of one event. */
export const crewParamsSchema = idParamSchema.extend({
  photographerId: z.coerce.number().int().positive().max(INT4_MAX),
});

/** POST /api/events/:id/confirmation: the signed-in crew member answers for itself. */
export const assignmentAnswerBodySchema = z.object({ answer: answerField });
/** POST /api/assignment-confirmations/lookup: what the link asks about (marks it opened). */
export const assignmentTokenBodySchema = z.object({ token: tokenField });
/** POST /api/assignment-confirmations/answer: the link's answer; the link is used up. */
export const assignmentTokenAnswerBodySchema = z.object({ token: tokenField, answer: answerField });

/** What the link's page shows: the event and the assignment, no pay. */
export const assignmentRequestSchema = z.object({
  eventTitle: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  venueName: z.string().nullable(),
  crewName: z.string(),
  eventRole: z.enum(EVENT_ROLES),
  confirmation: z.enum(ASSIGNMENT_CONFIRMATIONS),
});
export type AssignmentRequest = z.infer<typeof assignmentRequestSchema>;

/** A crew member's state after an answer or a resent request. */
export const assignmentStateSchema = z.object({
  eventId: z.number().int(),
  photographerId: z.number().int(),
  confirmation: z.enum(ASSIGNMENT_CONFIRMATIONS),
  confirmationAt: z.string().nullable(),
});
export type AssignmentState = z.infer<typeof assignmentStateSchema>;
