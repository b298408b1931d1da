/** Constants from spec §9 and the architecture conventions. */
export const APP_TITLE = 'Phlox Admin';
export const TIME_ZONE = 'America/Chicago';
export const PATH_HISTORY_LENGTH = 10;
export const POST_LOGIN_PATH = '/events';
export const PUBLIC_PATHS = ['/', '/register', '/reset-password'] as const;

/** The session token cookie: 365 days, path /, not secure (spec §9). */
export const AUTH_COOKIE = { name: 'token', expiresDays: 365, path: '/', secure: false } as const;

/** Toast durations in seconds (spec §9): message 3 s, notification 4.5 s, a notice without duration 1.5 s. */
export const MESSAGE_DURATION_S = 3;
export const NOTIFICATION_DURATION_S = 4.5;
export const NOTICE_DEFAULT_DURATION_S = 1.5;

export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;
export const MAX_PAGE_SIZE = 100;

/** Sessions last as long as the cookie that carries them. */
export const SESSION_TTL_DAYS = 365;
export const PASSWORD_RESET_TTL_MINUTES = 60;
/** How long the link that confirms a self-registration's e-mail address works. */
export const REGISTRATION_CONFIRM_TTL_HOURS = 24;
export const PASSWORD_MIN_LENGTH = 8;
/** Failed sign-ins allowed per e-mail or per IP inside the window before 429. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;

/** The largest PostgreSQL integer (int4): ids, counts and cents columns; a larger number is bad input (400). */
export const INT4_MAX = 2_147_483_647;
