import { defaultBranchProtectionDefaults } from '@forgegraph/platform';
import { defaultBranchRule, developersCanPushInitially } from './default-branch-protection';

describe('the default branch rule from the namespace settings (ProtectDefaultBranchService)', () => {
  it.each([
    [0, null, true],
    [1, { pushAccessLevel: 30, mergeAccessLevel: 40, allowForcePush: false }, true],
    [2, { pushAccessLevel: 40, mergeAccessLevel: 40, allowForcePush: false }, false],
    [3, { pushAccessLevel: 40, mergeAccessLevel: 30, allowForcePush: false }, false],
    [4, { pushAccessLevel: 40, mergeAccessLevel: 40, allowForcePush: false }, true],
  ])('level %i protects with %j; a Developer may push the first commit: %s', (level, rule, initialPush) => {
    const settings = defaultBranchProtectionDefaults(level);
    expect(defaultBranchRule(settings)).toEqual(rule);
    expect(developersCanPushInitially(settings)).toBe(initialPush);
  });

  it.each([
    ['an empty hash (no force push allowed)', {}, { pushAccessLevel: 60, mergeAccessLevel: 60, allowForcePush: false }],
    ['No one among the levels', { allowed_to_push: [{ access_level: 40 }, { access_level: 0 }], allowed_to_merge: [{ access_level: 30 }] }, { pushAccessLevel: 0, mergeAccessLevel: 30, allowForcePush: false }],
    ['force pushes with a Maintainer level', { allowed_to_push: [{ access_level: 30 }], allowed_to_merge: [{ access_level: 40 }], allow_force_push: true }, { pushAccessLevel: 30, mergeAccessLevel: 40, allowForcePush: true }],
    ['force pushes with Developers everywhere', { allowed_to_push: [{ access_level: 30 }], allowed_to_merge: [{ access_level: 30 }], allow_force_push: true }, null],
  ])('a hash with %s', (_, settings, rule) => {
    expect(defaultBranchRule(settings)).toEqual(rule);
  });
});
