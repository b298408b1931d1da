/** Status enums: spec §4 where it speaks, BUSINESS_RULES.md where it does not. */
export const EVENT_STATUSES = ['draft', 'published', 'fulfilled', 'canceled'] as const;
export const COMPETITION_TYPES = ['game', 'tournament', 'media_day', 'team_portrait'] as const;
export const SEASON_PASS_STATUSES = ['draft', 'published', 'archived'] as const;
export const ORDER_STATUSES = ['pending', 'paid', 'partially_refunded', 'refunded', 'canceled'] as const;
/**
 * Orders that were sold (paid; refunds then take their amounts off product by product): what sales, reports and
 * payouts count.
 */
export const SOLD_ORDER_STATUSES = ['paid', 'partially_refunded', 'refunded'] as const satisfies ReadonlyArray<
  (typeof ORDER_STATUSES)[number]
>;
export const FULFILMENT_STATUSES = ['pending_upload', 'awaiting_fulfilment', 'fulfilled'] as const;
export const USER_STATUSES = ['active', 'inactive'] as const;
export const COUPON_STATUSES = ['active', 'inactive'] as const;
export const COUPON_TYPES = ['flat', 'percentage'] as const;
export const COUPON_USAGE_TYPES = ['unlimited', 'limited'] as const;
export const REFUND_STATUSES = ['requires_action', 'pending', 'succeeded', 'failed', 'canceled'] as const;
export const PAYMENT_STATUSES = ['New', 'Paid', 'Failed', 'Unpaid'] as const;
export const ORDER_SOURCES = ['phlox', 'zenfolio_bb', 'zenfolio_sl', 'photoday'] as const;
export const PAYEE_ROLES = ['staff', 'booster_club'] as const;
export const GIFTCARD_TRANSACTION_TYPES = ['debit', 'credit'] as const;
export const EVENT_ROLES = ['photographer', 'support'] as const;
export const COMMISSION_TYPES = ['fixed', 'percent'] as const;
/**
 * A crew member's answer to its assignment (event_photographers.confirmation): the request e-mail went out, the
 * person has opened it without answering, or has answered.
 */
export const ASSIGNMENT_CONFIRMATIONS = ['email_sent', 'pending', 'confirmed', 'rejected'] as const;
export const GENDERS = ['boys', 'girls', 'coed'] as const;
export const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = { boys: 'Boys', girls: 'Girls', coed: 'Coed' };
export const QUESTION_TYPES = ['text', 'select', 'multiselect', 'number', 'checkbox'] as const;
export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const;

export type EventStatus = (typeof EVENT_STATUSES)[number];
export type AssignmentConfirmation = (typeof ASSIGNMENT_CONFIRMATIONS)[number];
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type UserStatus = (typeof USER_STATUSES)[number];
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
