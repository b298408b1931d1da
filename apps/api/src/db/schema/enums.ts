import { pgEnum } from 'drizzle-orm/pg-core';
import * as E from '@phlox/contract';

/** Postgres enums for every status of BUSINESS_RULES.md; values come from the contract. */
export const eventStatusEnum = pgEnum('event_status', E.EVENT_STATUSES);
export const competitionTypeEnum = pgEnum('competition_type', E.COMPETITION_TYPES);
export const seasonPassStatusEnum = pgEnum('season_pass_status', E.SEASON_PASS_STATUSES);
export const orderStatusEnum = pgEnum('order_status', E.ORDER_STATUSES);
export const fulfilmentStatusEnum = pgEnum('fulfilment_status', E.FULFILMENT_STATUSES);
export const userStatusEnum = pgEnum('user_status', E.USER_STATUSES);
export const couponStatusEnum = pgEnum('coupon_status', E.COUPON_STATUSES);
export const couponTypeEnum = pgEnum('coupon_type', E.COUPON_TYPES);
export const couponUsageTypeEnum = pgEnum('coupon_usage_type', E.COUPON_USAGE_TYPES);
export const refundStatusEnum = pgEnum('refund_status', E.REFUND_STATUSES);
export const paymentStatusEnum = pgEnum('payment_status', E.PAYMENT_STATUSES);
export const orderSourceEnum = pgEnum('order_source', E.ORDER_SOURCES);
export const payeeRoleEnum = pgEnum('payee_role', E.PAYEE_ROLES);
export const giftcardTransactionTypeEnum = pgEnum('giftcard_transaction_type', E.GIFTCARD_TRANSACTION_TYPES);
export const eventRoleEnum = pgEnum('event_role', E.EVENT_ROLES);
export const commissionTypeEnum = pgEnum('commission_type', E.COMMISSION_TYPES);
export const assignmentConfirmationEnum = pgEnum('assignment_confirmation', E.ASSIGNMENT_CONFIRMATIONS);
export const compensationTypeEnum = pgEnum('compensation_type', E.COMPENSATION_TYPES);
export const permissionTierEnum = pgEnum('permission_tier', E.PERMISSION_TIERS);
export const auditActionEnum = pgEnum('audit_action', E.AUDIT_ACTIONS);
