import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { newShareValues, settingsOfValues, shareFormProblems, valuesOfShare } from './shareForm';
import { shareOf } from './shareTestData';

const now = dayjs('2026-06-01T10:00:00Z');

describe('share form', () => {
  it('starts a week ahead with NONE and the sharer’s data, and has nothing to complain about', () => {
    const values = newShareValues(now);
    expect(values.expiresAt?.toISOString()).toBe('2026-06-08T10:00:00.000Z');
    expect(shareFormProblems(values, now)).toEqual({});
    expect(settingsOfValues(values)).toMatchObject({ expiresAt: '2026-06-08T10:00:00.000Z', verification: 'NONE', dataPermission: 'SHARER', allowDownload: false });
  });

  it('wants an expiry in the future unless permanent', () => {
    expect(shareFormProblems({ ...newShareValues(now), expiresAt: null }, now)).toEqual({ expiresAt: 'shares.form.expiryRequired' });
    expect(shareFormProblems({ ...newShareValues(now), expiresAt: now.subtract(1, 'minute') }, now)).toEqual({ expiresAt: 'shares.form.expiryPast' });
    const permanent = { ...newShareValues(now), permanent: true, expiresAt: null };
    expect(shareFormProblems(permanent, now)).toEqual({});
    expect(settingsOfValues(permanent).expiresAt).toBeNull();
  });

  it('gives the viewer’s data permission only to LOGIN and wants subjects for SUBJECTS', () => {
    expect(shareFormProblems({ ...newShareValues(now), dataPermission: 'VIEWER' }, now)).toEqual({ dataPermission: 'shares.form.viewerNeedsLogin' });
    expect(shareFormProblems({ ...newShareValues(now), verification: 'LOGIN', dataPermission: 'VIEWER' }, now)).toEqual({});
    expect(shareFormProblems({ ...newShareValues(now), dataPermission: 'SUBJECTS' }, now)).toEqual({ dataRoleIds: 'shares.form.subjectsRequired' });
    expect(shareFormProblems({ ...newShareValues(now), dataPermission: 'SUBJECTS', dataUserIds: ['u2'] }, now)).toEqual({});
  });

  it('sends empty the lists the chosen options do not use, and reads a share back', () => {
    const values = { ...newShareValues(now), verification: 'CODE' as const, viewerRoleIds: ['r1'], dataRoleIds: ['r2'] };
    expect(settingsOfValues(values)).toMatchObject({ viewerRoleIds: [], dataRoleIds: [] });
    const share = shareOf({ expiresAt: '2026-07-01T00:00:00.000Z', verification: 'LOGIN', viewerUserIds: ['u3'] });
    expect(settingsOfValues(valuesOfShare(share))).toMatchObject({ expiresAt: '2026-07-01T00:00:00.000Z', verification: 'LOGIN', viewerUserIds: ['u3'] });
  });
});
