import { ShareSettingsSchema } from '@redbi/shared/domain';
import { describe, expect, it } from 'vitest';
import { checkShareSettings, checkShareSubjects, normalizeShareSettings } from './shareSettings';

const now = new Date('2026-11-27T12:00:00Z');
const settings = (input: Parameters<typeof ShareSettingsSchema.parse>[0]) => ShareSettingsSchema.parse(input);
const problem = (run: () => void) => {
  try {
    run();
    return undefined;
  } catch (error) {
    return error as { code: string; messageKey: string; params: Record<string, unknown> };
  }
};

describe('share settings', () => {
  it('take an expiry in the future or none', () => {
    expect(problem(() => checkShareSettings(settings({}), now))).toBeUndefined();
    expect(problem(() => checkShareSettings(settings({ expiresAt: '2026-11-28T00:00:00Z' }), now))).toBeUndefined();
    expect(problem(() => checkShareSettings(settings({ expiresAt: '2026-11-27T12:00:00Z' }), now))?.messageKey).toBe('validation.shareExpiryPast');
    expect(problem(() => checkShareSettings(settings({ expiresAt: '2025-01-01T00:00:00+08:00' }), now))?.code).toBe('VALIDATION');
  });

  it("take the viewer's data permission only with LOGIN", () => {
    expect(problem(() => checkShareSettings(settings({ dataPermission: 'VIEWER' }), now))?.messageKey).toBe('validation.shareViewerNeedsLogin');
    expect(problem(() => checkShareSettings(settings({ dataPermission: 'VIEWER', verification: 'CODE' }), now))?.messageKey).toBe('validation.shareViewerNeedsLogin');
    expect(problem(() => checkShareSettings(settings({ dataPermission: 'VIEWER', verification: 'LOGIN' }), now))).toBeUndefined();
  });

  it('need a role or a member for SUBJECTS', () => {
    expect(problem(() => checkShareSettings(settings({ dataPermission: 'SUBJECTS' }), now))?.messageKey).toBe('validation.shareSubjectsEmpty');
    expect(problem(() => checkShareSettings(settings({ dataPermission: 'SUBJECTS', dataUserIds: ['u1'] }), now))).toBeUndefined();
  });

  it('keep only the lists that apply, each id once', () => {
    const normalized = normalizeShareSettings(
      settings({ verification: 'CODE', viewerRoleIds: ['r1'], dataPermission: 'SUBJECTS', dataRoleIds: ['r1', 'r1'], dataUserIds: ['u1'] }),
    );
    expect(normalized).toMatchObject({ viewerRoleIds: [], viewerUserIds: [], dataRoleIds: ['r1'], dataUserIds: ['u1'] });
    const login = normalizeShareSettings(settings({ verification: 'LOGIN', viewerUserIds: ['u1', 'u1'], dataUserIds: ['u2'] }));
    expect(login).toMatchObject({ viewerUserIds: ['u1'], dataUserIds: [] });
  });

  it("name only the organisation's roles and members", () => {
    const org = { roleIds: new Set(['r1']), memberIds: new Set(['u1']) };
    expect(problem(() => checkShareSubjects(settings({ verification: 'LOGIN', viewerRoleIds: ['r1'], viewerUserIds: ['u1'] }), org))).toBeUndefined();
    expect(problem(() => checkShareSubjects(settings({ viewerRoleIds: ['r2'] }), org))).toMatchObject({ messageKey: 'validation.shareSubjectUnknown', params: { id: 'r2' } });
    expect(problem(() => checkShareSubjects(settings({ dataUserIds: ['u9'] }), org))).toMatchObject({ params: { id: 'u9' } });
  });
});
