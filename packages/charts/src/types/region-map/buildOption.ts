import type { MapSeriesOption, ScatterSeriesOption } from 'echarts';
import type { ChartBuildInput, ChartOutput } from '../../chartDefinition';
import { baseOption } from '../../common/baseOption';
import { placedFields } from '../../common/chartFields';
import { colorScale, mapArea, placeTooltip, regionValue, unmatchedNote } from '../../common/geoMapParts';
import { geoMapSections } from '../../common/geoMapSettings';
import { pointSeries } from '../../common/geoPoints';
import { noRowsMessage } from '../../common/noRows';
import { labelLayout } from '../../common/seriesLabel';
import { matchLocations } from '../../maps/matchLocations';
import { chartThemeOf } from '../../theme/chartTheme';

/** City points on a region map: small, coloured by the scale, sized a little by the metric. */
const CITY_SIZES = [8, 18] as const;

/**
 * The region map: countries on the world map, provinces on the China map, filled on the sequential ramp by
 * the metric (a choropleth); cities, which have no outline, as points on the China map coloured the same
 * way. Rows whose place is not on the map are counted in a note under it.
 */
export function buildRegionMapOption(input: ChartBuildInput): ChartOutput {
  const empty = noRowsMessage(input.data);
  if (empty) return empty;
  const { config, data, settings, context } = input;
  const theme = chartThemeOf(context.theme);
  const place = (key: string) => placedFields({ sections: geoMapSections }, config, data, key, context.locale);
  const [location] = place('dimensions');
  const [metric] = place('metrics');
  if (!location || !metric) return { kind: 'message', messageKey: 'text.noData' };
  const match = matchLocations(location.field.category, location.values);
  if (!match) return { kind: 'message', messageKey: 'text.map.noLocations', params: { field: location.title } };
  const info = place('info');
  const values = match.matched.map((entry) => regionValue(metric, entry)).filter((value): value is number => value !== null);
  const base = baseOption(context, settings);
  const series: MapSeriesOption | ScatterSeriesOption =
    match.layer.draw === 'regions'
      ? {
          type: 'map',
          ...mapArea(match, settings, theme, context),
          name: metric.title,
          data: match.matched.map((entry) => ({ name: entry.region.names[context.locale], value: regionValue(metric, entry) ?? '-' })) as MapSeriesOption['data'],
          labelLayout,
        }
      : pointSeries(match.matched, { metric }, { sizes: CITY_SIZES }, settings, theme, context);
  const note = unmatchedNote(match, settings, theme, context);
  const titles = [...(base.title ? [base.title] : []), ...(note ? [note] : [])];
  return {
    kind: 'echarts',
    option: {
      ...base,
      ...(titles.length ? { title: titles as never } : {}),
      tooltip: { ...base.tooltip, trigger: 'item', formatter: placeTooltip(match.matched, { metric, info }, theme, context) as never },
      // Points need a geo component to stand on; filled regions are the map series itself.
      ...(match.layer.draw === 'points' ? { geo: mapArea(match, settings, theme, context) } : {}),
      visualMap: colorScale(values, metric, settings, theme, context, match.layer.draw === 'points' ? 2 : undefined),
      series: [series],
    },
    maps: [match.layer.map],
  };
}
