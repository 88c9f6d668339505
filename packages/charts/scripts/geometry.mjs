// Geometry helpers of buildMaps.mjs: shrinking GeoJSON by rounding, decoding ECharts' compressed map
// format, and finding a point inside each region to put its marker on.

/** The outer and inner rings of each polygon of a Polygon or MultiPolygon geometry. */
export const polygonsOf = (geometry) => (geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.type === 'MultiPolygon' ? geometry.coordinates : []);

const roundTo = (value, digits) => Math.round(value * 10 ** digits) / 10 ** digits;

function roundRing(ring, digits) {
  const out = [];
  for (const [x, y] of ring) {
    const point = [roundTo(x, digits), roundTo(y, digits)];
    const last = out[out.length - 1];
    if (!last || last[0] !== point[0] || last[1] !== point[1]) out.push(point);
  }
  return out;
}

/** A ring as GeoJSON wants it: closed (ECharts' compressed maps leave the last point off). */
function closed(ring) {
  const [first, last] = [ring[0], ring[ring.length - 1]];
  return first[0] === last[0] && first[1] === last[1] ? ring : [...ring, first];
}

/**
 * A ring with its coordinates rounded to `digits` decimals, repeated points dropped, and closed. A ring that
 * would collapse (fewer than 4 points: a small island, a city state) keeps one more decimal, up to 6, so no
 * region disappears; a ring of fewer than 3 distinct points is no ring and is dropped (null).
 */
export function shrinkRing(ring, digits) {
  for (let current = digits; current <= 6; current += 1) {
    const rounded = closed(roundRing(ring, current));
    if (rounded.length >= 4) return rounded;
  }
  return null;
}

export function shrinkGeometry(geometry, digits) {
  const polygons = polygonsOf(geometry)
    .map((polygon) => polygon.map((ring) => shrinkRing(ring, digits)))
    // A polygon whose outer ring collapsed goes; a collapsed hole just closes.
    .filter((polygon) => polygon[0] !== null)
    .map((polygon) => polygon.filter((ring) => ring !== null));
  return polygons.length === 1 ? { type: 'Polygon', coordinates: polygons[0] } : { type: 'MultiPolygon', coordinates: polygons };
}

/** ECharts' UTF-8 encoded coordinates (maps of ECharts 3): zigzag deltas as characters, scaled by 1024. */
function decodeRing(text, [offsetX, offsetY], scale) {
  const ring = [];
  let x = offsetX;
  let y = offsetY;
  for (let index = 0; index + 1 < text.length; index += 2) {
    const dx = text.charCodeAt(index) - 64;
    const dy = text.charCodeAt(index + 1) - 64;
    x += (dx >> 1) ^ -(dx & 1);
    y += (dy >> 1) ^ -(dy & 1);
    ring.push([x / scale, y / scale]);
  }
  return ring;
}

/** A FeatureCollection in ECharts' compressed form as plain GeoJSON. */
export function decodeEChartsMap(map) {
  if (!map.UTF8Encoding) return map;
  const scale = map.UTF8Scale ?? 1024;
  const features = map.features.map((feature) => {
    const { type, coordinates, encodeOffsets } = feature.geometry;
    const decoded =
      type === 'Polygon'
        ? coordinates.map((ring, index) => decodeRing(ring, encodeOffsets[index], scale))
        : coordinates.map((polygon, index) => polygon.map((ring, inner) => decodeRing(ring, encodeOffsets[index][inner], scale)));
    return { ...feature, geometry: { type, coordinates: decoded } };
  });
  return { type: 'FeatureCollection', features };
}

const ringArea = (ring) => {
  let area = 0;
  for (let index = 0, previous = ring.length - 1; index < ring.length; previous = index++) area += ring[previous][0] * ring[index][1] - ring[index][0] * ring[previous][1];
  return area / 2;
};

function ringCentroid(ring) {
  let x = 0;
  let y = 0;
  let area = 0;
  for (let index = 0, previous = ring.length - 1; index < ring.length; previous = index++) {
    const cross = ring[previous][0] * ring[index][1] - ring[index][0] * ring[previous][1];
    area += cross;
    x += (ring[previous][0] + ring[index][0]) * cross;
    y += (ring[previous][1] + ring[index][1]) * cross;
  }
  return area === 0 ? ring[0] : [x / (3 * area), y / (3 * area)];
}

function insidePolygon([px, py], polygon) {
  let inside = false;
  for (const ring of polygon) {
    for (let index = 0, previous = ring.length - 1; index < ring.length; previous = index++) {
      const [xi, yi] = ring[index];
      const [xj, yj] = ring[previous];
      if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

function distanceToEdges([px, py], polygon) {
  let best = Infinity;
  for (const ring of polygon) {
    for (let index = 0, previous = ring.length - 1; index < ring.length; previous = index++) {
      const [ax, ay] = ring[previous];
      const [bx, by] = ring[index];
      const length = (bx - ax) ** 2 + (by - ay) ** 2;
      const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * (bx - ax) + (py - ay) * (by - ay)) / length));
      best = Math.min(best, Math.hypot(px - (ax + t * (bx - ax)), py - (ay + t * (by - ay))));
    }
  }
  return best;
}

/**
 * Where a region's marker goes: on its largest polygon (mainland France, not French Guiana), at the
 * centroid when that lies inside, else at the point of a 40 × 40 grid farthest from the edges (a crescent
 * has its centroid outside itself). Rounded to 2 decimals.
 */
export function labelPoint(geometry) {
  const polygons = polygonsOf(geometry);
  const largest = polygons.reduce((best, polygon) => (Math.abs(ringArea(polygon[0])) > Math.abs(ringArea(best[0])) ? polygon : best));
  const rounded = (point) => [roundTo(point[0], 2), roundTo(point[1], 2)];
  const centroid = ringCentroid(largest[0]);
  if (insidePolygon(centroid, largest)) return rounded(centroid);
  const xs = largest[0].map((point) => point[0]);
  const ys = largest[0].map((point) => point[1]);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  let best = centroid;
  let bestDistance = -1;
  for (let i = 0; i <= 40; i += 1) {
    for (let j = 0; j <= 40; j += 1) {
      const point = [minX + ((maxX - minX) * i) / 40, minY + ((maxY - minY) * j) / 40];
      if (!insidePolygon(point, largest)) continue;
      const distance = distanceToEdges(point, largest);
      if (distance > bestDistance) [best, bestDistance] = [point, distance];
    }
  }
  return rounded(best);
}

/** Joins the polygons of several geometries into one MultiPolygon (a territory drawn with its country). */
export const mergeGeometries = (geometries) => ({ type: 'MultiPolygon', coordinates: geometries.flatMap(polygonsOf) });
