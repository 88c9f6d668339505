import type { ShareSettings } from '@redbi/shared/domain';
import { AppError } from '@redbi/shared/errors';

/** What is stored of the settings beside the expiry (the `settings` JSON column). */
export type StoredShareSettings = Omit<ShareSettings, 'expiresAt'>;

const unique = (ids: readonly string[]): string[] => [...new Set(ids)];

/**
 * The settings as stored: lists that do not apply are emptied (viewers only for LOGIN, data subjects only
 * for SUBJECTS) and ids are given once, so that what is shown in the share list is what takes effect.
 */
export function normalizeShareSettings(settings: ShareSettings): ShareSettings {
  const login = settings.verification === 'LOGIN';
  const subjects = settings.dataPermission === 'SUBJECTS';
  return {
    ...settings,
    viewerRoleIds: login ? unique(settings.viewerRoleIds) : [],
    viewerUserIds: login ? unique(settings.viewerUserIds) : [],
    dataRoleIds: subjects ? unique(settings.dataRoleIds) : [],
    dataUserIds: subjects ? unique(settings.dataUserIds) : [],
  };
}

const invalid = (field: keyof ShareSettings, messageKey: string) => new AppError('VALIDATION', { messageKey, details: { [field]: messageKey } });
/** A stranger's id in the message (the field's message would show it untranslated). */
const stranger = (id: string) => new AppError('VALIDATION', { messageKey: 'validation.shareSubjectUnknown', params: { id } });

/**
 * The rules the schema cannot state alone (spec §3, §6): an expiry lies in the future; the viewer's data
 * permission needs LOGIN (an anonymous viewer has none); SUBJECTS names at least one role or member.
 * Throws VALIDATION (400) naming the field.
 */
export function checkShareSettings(settings: ShareSettings, now: Date): void {
  if (settings.expiresAt !== null && Date.parse(settings.expiresAt) <= now.getTime()) throw invalid('expiresAt', 'validation.shareExpiryPast');
  if (settings.dataPermission === 'VIEWER' && settings.verification !== 'LOGIN') throw invalid('dataPermission', 'validation.shareViewerNeedsLogin');
  if (settings.dataPermission === 'SUBJECTS' && settings.dataRoleIds.length + settings.dataUserIds.length === 0) {
    throw invalid('dataRoleIds', 'validation.shareSubjectsEmpty');
  }
}

/** Every role and member the settings name must be the organisation's: the first stranger is VALIDATION. */
export function checkShareSubjects(settings: ShareSettings, org: { roleIds: ReadonlySet<string>; memberIds: ReadonlySet<string> }): void {
  const unknownRole = [...settings.viewerRoleIds, ...settings.dataRoleIds].find((id) => !org.roleIds.has(id));
  if (unknownRole) throw stranger(unknownRole);
  const unknownMember = [...settings.viewerUserIds, ...settings.dataUserIds].find((id) => !org.memberIds.has(id));
  if (unknownMember) throw stranger(unknownMember);
}

export const storedSettingsOf = ({ expiresAt: _expiresAt, ...rest }: ShareSettings): StoredShareSettings => rest;
