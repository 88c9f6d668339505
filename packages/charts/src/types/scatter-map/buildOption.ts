import type { ChartBuildInput, ChartOutput } from '../../chartDefinition';
import { baseOption } from '../../common/baseOption';
import { placedFields } from '../../common/chartFields';
import { colorScale, mapArea, placeTooltip, regionValue, unmatchedNote } from '../../common/geoMapParts';
import { pointSeries } from '../../common/geoPoints';
import { noRowsMessage } from '../../common/noRows';
import { matchLocations } from '../../maps/matchLocations';
import { chartThemeOf } from '../../theme/chartTheme';
import { scatterMapSections } from './settings';

/**
 * The scatter map: a point per place (a country's or province's marker point, a city's own), its area
 * growing with the size metric, else with the metric. With a size metric the points are coloured by the
 * metric on the sequential ramp; without, all in the palette's first colour.
 */
export function buildScatterMapOption(input: ChartBuildInput): ChartOutput {
  const empty = noRowsMessage(input.data);
  if (empty) return empty;
  const { config, data, settings, context } = input;
  const theme = chartThemeOf(context.theme);
  const place = (key: string) => placedFields({ sections: scatterMapSections }, config, data, key, context.locale);
  const [location] = place('dimensions');
  const [metric] = place('metrics');
  const [size] = place('size');
  if (!location || !metric) return { kind: 'message', messageKey: 'text.noData' };
  const match = matchLocations(location.field.category, location.values);
  if (!match) return { kind: 'message', messageKey: 'text.map.noLocations', params: { field: location.title } };
  const base = baseOption(context, settings);
  const sizes = [settings.num('points.minSize'), settings.num('points.maxSize')].sort((a, b) => a - b) as [number, number];
  const fields = { metric, ...(size ? { size } : {}) };
  const series = pointSeries(match.matched, fields, { sizes, ...(size ? {} : { color: base.color[0]! }) }, settings, theme, context);
  const values = match.matched.map((entry) => regionValue(metric, entry)).filter((value): value is number => value !== null);
  const note = unmatchedNote(match, settings, theme, context);
  const titles = [...(base.title ? [base.title] : []), ...(note ? [note] : [])];
  return {
    kind: 'echarts',
    option: {
      ...base,
      ...(titles.length ? { title: titles as never } : {}),
      tooltip: { ...base.tooltip, trigger: 'item', formatter: placeTooltip(match.matched, { ...fields, info: place('info') }, theme, context) as never },
      geo: mapArea(match, settings, theme, context),
      ...(size ? { visualMap: colorScale(values, metric, settings, theme, context, 2) } : {}),
      series: [series],
    },
    maps: [match.layer.map],
  };
}
