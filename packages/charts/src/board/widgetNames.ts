import { NAME_MAX_LENGTH, WIDGET_COPY_SUFFIX, WIDGET_NAME_PREFIX } from '@redbi/shared/domain';

/** Names are unique in a board regardless of case (spec §5: 'Sales' and 'sales' would be confused in URLs and menus). */
export const widgetNameKey = (name: string): string => name.trim().toLowerCase();

/** The first of `candidate(1)`, `candidate(2)` … that no widget has yet, cut to fit the name length. */
function firstFree(taken: ReadonlySet<string>, candidate: (n: number) => string): string {
  for (let n = 1; ; n += 1) {
    const name = candidate(n);
    if (!taken.has(widgetNameKey(name))) return name;
  }
}

/** `text` shortened so that `text + suffix` fits in a name. */
const fit = (text: string, suffix: string) => text.slice(0, Math.max(0, NAME_MAX_LENGTH - suffix.length)) + suffix;

/**
 * A name for a new widget (spec §9): `base` (e.g. the chart's name) when no widget has it, else `base_2`,
 * `base_3` …; without a base `widget_1`, `widget_2` … Never one an existing widget has, whatever the case.
 */
export function newWidgetName(existingNames: readonly string[], base?: string): string {
  const taken = new Set(existingNames.map(widgetNameKey));
  const trimmed = base?.trim();
  if (!trimmed) return firstFree(taken, (n) => `${WIDGET_NAME_PREFIX}${n}`);
  return firstFree(taken, (n) => (n === 1 ? fit(trimmed, '') : fit(trimmed, `_${n}`)));
}

/** The name of a copy (spec §9): `name_copy`, else `name_copy_2`, `name_copy_3` … whichever no widget has. */
export function copyWidgetName(name: string, existingNames: readonly string[]): string {
  const taken = new Set(existingNames.map(widgetNameKey));
  const trimmed = name.trim();
  return firstFree(taken, (n) => fit(trimmed, n === 1 ? WIDGET_COPY_SUFFIX : `${WIDGET_COPY_SUFFIX}_${n}`));
}
