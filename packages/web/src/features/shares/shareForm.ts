import type { Share, ShareDataPermission, ShareSettings, ShareVerification } from '@redbi/shared/domain';
import dayjs, { type Dayjs } from 'dayjs';

/** The share dialog's fields: a permanent switch beside the expiry picker, the rest as the contract has them. */
export interface ShareFormValues {
  permanent: boolean;
  expiresAt: Dayjs | null;
  verification: ShareVerification;
  viewerRoleIds: string[];
  viewerUserIds: string[];
  dataPermission: ShareDataPermission;
  dataRoleIds: string[];
  dataUserIds: string[];
  allowDownload: boolean;
}

/** A new share: a week from now (the picker offers it), NONE, the sharer's data, no downloads. */
export const newShareValues = (now: Dayjs = dayjs()): ShareFormValues => ({
  permanent: false,
  expiresAt: now.add(7, 'day').startOf('minute'),
  verification: 'NONE',
  viewerRoleIds: [],
  viewerUserIds: [],
  dataPermission: 'SHARER',
  dataRoleIds: [],
  dataUserIds: [],
  allowDownload: false,
});

/** An existing share in the form, to edit it. */
export const valuesOfShare = (share: Share): ShareFormValues => ({
  permanent: share.expiresAt === null,
  expiresAt: share.expiresAt === null ? null : dayjs(share.expiresAt),
  verification: share.verification,
  viewerRoleIds: share.viewerRoleIds,
  viewerUserIds: share.viewerUserIds,
  dataPermission: share.dataPermission,
  dataRoleIds: share.dataRoleIds,
  dataUserIds: share.dataUserIds,
  allowDownload: share.allowDownload,
});

/** The settings the server receives: lists that the chosen options do not use are sent empty. */
export function settingsOfValues(values: ShareFormValues): ShareSettings {
  const login = values.verification === 'LOGIN';
  const subjects = values.dataPermission === 'SUBJECTS';
  return {
    expiresAt: values.permanent || !values.expiresAt ? null : values.expiresAt.toISOString(),
    verification: values.verification,
    viewerRoleIds: login ? values.viewerRoleIds : [],
    viewerUserIds: login ? values.viewerUserIds : [],
    dataPermission: values.dataPermission,
    dataRoleIds: subjects ? values.dataRoleIds : [],
    dataUserIds: subjects ? values.dataUserIds : [],
    allowDownload: values.allowDownload,
  };
}

/** What is wrong with the values, by field (message keys of section 'shares.form'); empty: nothing. */
export function shareFormProblems(values: ShareFormValues, now: Dayjs = dayjs()): Partial<Record<keyof ShareFormValues, string>> {
  const problems: Partial<Record<keyof ShareFormValues, string>> = {};
  if (!values.permanent) {
    if (!values.expiresAt) problems.expiresAt = 'shares.form.expiryRequired';
    else if (!values.expiresAt.isAfter(now)) problems.expiresAt = 'shares.form.expiryPast';
  }
  if (values.dataPermission === 'VIEWER' && values.verification !== 'LOGIN') problems.dataPermission = 'shares.form.viewerNeedsLogin';
  if (values.dataPermission === 'SUBJECTS' && values.dataRoleIds.length + values.dataUserIds.length === 0) problems.dataRoleIds = 'shares.form.subjectsRequired';
  return problems;
}
