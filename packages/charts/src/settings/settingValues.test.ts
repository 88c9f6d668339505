import { describe, expect, it } from 'vitest';
import { testBarDefinition } from '../testing/chartFixtures';
import { settingDefaults, settingsSchemaOf } from './settingControls';
import { checkSettings, resolveSettings } from './settingValues';

describe('chart settings', () => {
  it('derives defaults and a strict schema from the setting groups', () => {
    expect(settingDefaults(testBarDefinition.settings.groups)).toEqual({ 'title.show': false, 'title.text': '', 'title.fontSize': 16, 'title.align': 'left', 'bar.width': 40 });
    const schema = settingsSchemaOf(testBarDefinition.settings.groups);
    expect(schema.safeParse({ 'title.fontSize': 17 }).success).toBe(false);
    expect(schema.safeParse({ 'title.fontSize': 18 }).success).toBe(true);
    expect(schema.safeParse({ 'bar.colour': 1 }).success).toBe(false);
  });

  it('migrates stored settings up to the current version', () => {
    const values = resolveSettings(testBarDefinition, { barWidth: 12 }, 1);
    expect(values.num('bar.width')).toBe(12);
    expect(checkSettings(testBarDefinition, { barWidth: 12 }, 1).success).toBe(false);
    expect(checkSettings(testBarDefinition, { 'bar.width': 12 }, 2).success).toBe(true);
  });

  it('draws with defaults where a stored value does not fit, and refuses unknown keys when read', () => {
    const values = resolveSettings(testBarDefinition, { 'bar.width': 1000, 'legend.show': true, 'title.show': true }, 2);
    expect(values.num('bar.width')).toBe(40);
    expect(values.bool('title.show')).toBe(true);
    expect(() => values.bool('legend.show')).toThrow(/Unknown chart setting/);
  });
});
