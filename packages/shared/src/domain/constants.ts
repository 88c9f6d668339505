/** Business constants of spec §9. */
export const BASE_PATH = '/redBi';
export const API_PREFIX = '/redBi/api/v1';
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 20;
export const EMAIL_MAX_LENGTH = 255;
export const NAME_MAX_LENGTH = 255;
export const DESCRIPTION_MAX_LENGTH = 2000;
/** Default session length in minutes when the server is not configured otherwise. */
export const DEFAULT_TOKEN_TIMEOUT_MIN = 30;
/** Largest avatar image accepted, in bytes. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const PAGE_TITLE_TEMPLATE = '%s - AllRedBI';
