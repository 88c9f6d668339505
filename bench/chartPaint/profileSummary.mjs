// Reading a CDP CPU profile (Profiler.stop) of one drawing: self and total time per function, time per
// source (our chunks, ECharts, React), and the drawing's phases in time order (buildChart, ECharts setOption,
// ECharts drawing a frame, React, the browser's own work, idle). Used by profilePaint.mjs.

const functionKey = ({ functionName, url, lineNumber }) => `${functionName || '(anonymous)'}  ${url.replace(/^.*\/assets\//, '')}:${lineNumber + 1}`;

const isECharts = (url) => /echarts|zrender|universalTransition/.test(url);

/** Where a script URL's code comes from, by the chunk names the unminified build keeps. */
function sourceOf({ url, functionName }) {
  if (!url) return functionName ? `(${functionName})` : '(native)';
  if (isECharts(url)) return 'echarts chunk';
  if (/vendor-react/.test(url)) return 'react';
  return url.replace(/^.*\/assets\//, '').replace(/-[\w-]{8}\.js$/, '');
}

/** A sample's phase, by the first rule its stack (leaf to root) meets; data made before timing is apart. */
const phaseRules = [
  ['test data (made before timing)', (frames) => frames.some((frame) => /^(lineData|tableData)$/.test(frame.functionName))],
  ['buildChart (packages/charts)', (frames) => frames.some((frame) => frame.functionName === 'buildChart')],
  ['ECharts setOption', (frames) => frames.some((frame) => /setOption$/.test(frame.functionName) && isECharts(frame.url))],
  ['ECharts init and other calls', (frames) => frames.some((frame) => /^(init|ECharts\.\w+)$/.test(frame.functionName) && isECharts(frame.url) && frames.some((each) => /vendor-react|workbench|bare/.test(each.url)))],
  ['ECharts drawing a frame', (frames) => frames.some((frame) => isECharts(frame.url))],
  ['React', (frames) => frames.some((frame) => /vendor-react/.test(frame.url))],
  ['other script (antd, app, probe)', (frames) => frames.some((frame) => frame.url)],
  ['garbage collection', (frames) => frames[0]?.functionName === '(garbage collector)'],
  ['idle', (frames) => frames[0]?.functionName === '(idle)'],
];
const phaseOf = (frames) => phaseRules.find(([, test]) => test(frames))?.[0] ?? 'browser (style, layout, paint, tasks)';

const sortedTop = (map, top) => [...map].sort((a, b) => b[1] - a[1]).slice(0, top);

/**
 * Every sample with its duration (ms), time from the profile's start (ms) and stack (leaf first). Each sample
 * lasts until the next one.
 */
function samplesOf(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node);
  let at = 0;
  return profile.samples.map((id, index) => {
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const frames = [];
    for (let node = byId.get(id); node; node = parentOf.get(node.id)) frames.push(node.callFrame);
    const sample = { at, ms, frames };
    at += ms;
    return sample;
  });
}

/** Self and total time per function, self time per source, and phases: totals and segments in time order. */
export function summariseProfile(profile, { top = 30, minSegmentMs = 3 } = {}) {
  const self = new Map();
  const total = new Map();
  const sources = new Map();
  const phases = new Map();
  const segments = [];
  for (const { at, ms, frames } of samplesOf(profile)) {
    const [leaf] = frames;
    const leafKey = functionKey(leaf);
    self.set(leafKey, (self.get(leafKey) ?? 0) + ms);
    sources.set(sourceOf(leaf), (sources.get(sourceOf(leaf)) ?? 0) + ms);
    for (const key of new Set(frames.filter((frame) => frame.url).map(functionKey))) total.set(key, (total.get(key) ?? 0) + ms);
    const phase = phaseOf(frames);
    phases.set(phase, (phases.get(phase) ?? 0) + ms);
    const last = segments.at(-1);
    if (last?.phase === phase) last.ms += ms;
    else segments.push({ phase, at, ms });
  }
  // Short segments fold into the one before, so that the timeline reads as phases, not as samples.
  const timeline = [];
  for (const segment of segments) {
    const last = timeline.at(-1);
    if (last && (segment.ms < minSegmentMs || last.phase === segment.phase)) last.ms += segment.ms;
    else timeline.push({ ...segment });
  }
  return { self: sortedTop(self, top), total: sortedTop(total, top), sources: sortedTop(sources, top), phases: sortedTop(phases, top), timeline };
}

const ms = (value) => `${value.toFixed(1).padStart(8)} ms`;

/** The summary as lines of text. */
export function profileSummaryLines(profile, options) {
  const { self, total, sources, phases, timeline } = summariseProfile(profile, options);
  return [
    '',
    'phases in time order (from the profile start):',
    ...timeline.map(({ phase, at, ms: length }) => `${ms(at)} +${ms(length).trimStart().padStart(10)}  ${phase}`),
    '',
    'time per phase:',
    ...phases.map(([phase, length]) => `${ms(length)}  ${phase}`),
    '',
    'self time per source:',
    ...sources.map(([source, length]) => `${ms(length)}  ${source}`),
    '',
    'functions with the most self time:',
    ...self.map(([name, length]) => `${ms(length)}  ${name}`),
    '',
    'functions with the most total time (callees included):',
    ...total.map(([name, length]) => `${ms(length)}  ${name}`),
  ];
}
