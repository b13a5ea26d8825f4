import type { RouterOutputs } from './trpc';

/*
 * The choices the admin filters offer, checked against what the admin calls answer (the server's schemas live beside
 * server-only code, so the client names the values and the compiler checks each one).
 */

type AdminUserRow = RouterOutputs['admin']['users']['list']['items'][number];
type AdminProductRow = RouterOutputs['admin']['products']['list']['items'][number];

export const USER_ROLES = ['customer', 'admin'] as const satisfies readonly AdminUserRow['role'][];
export const USER_STATUSES = [
  'active',
  'banned',
  'deactivated',
  'deleted',
] as const satisfies readonly AdminUserRow['status'][];
export const APPROVAL_STATUSES = [
  'pending',
  'approved',
  'rejected',
] as const satisfies readonly AdminProductRow['approval_status'][];
export const MODERATION_TYPES = ['reviews', 'comments', 'products'] as const;
export type ModerationType = (typeof MODERATION_TYPES)[number];
export const isModerationType = (value: string | undefined): value is ModerationType =>
  (MODERATION_TYPES as readonly string[]).includes(value ?? '');

/** The audit log's kinds of target, as the server writes them. */
export const AUDIT_TARGET_TYPES = [
  'user',
  'session',
  'order',
  'product',
  'review',
  'comment',
  'setting',
  'report',
  'backup',
  'cache',
  'database',
] as const;
/** Families of actions the audit log filter offers (a prefix finds every action under it). */
export const AUDIT_ACTION_PREFIXES = [
  'admin',
  'admin.user',
  'admin.order',
  'admin.product',
  'admin.review',
  'admin.comment',
  'admin.settings',
  'admin.report',
  'admin.backup',
  'admin.cache',
  'admin.database',
  'auth',
  'account',
] as const;
