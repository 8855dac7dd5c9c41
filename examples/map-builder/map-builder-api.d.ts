/**
 * The map builder REST API as the map builder pages present it (`map-builder-presets#reference-values`), which the
 * map studio pages use too. The specification names the map builder but fixes no API: these routes, fields and
 * values are the site's example (the pages mark them with <Convention>), declared here once. The pages' TypeScript
 * is type-checked against it: a type a page exports under one of these names must be this type, and every
 * `/v1/...` path a page's code names must be one of `MapBuilderRoutes` (tests/code/doc-code-blocks.test.ts);
 * tests/content/area-facts.test.ts lets the pages' text name only the routes, fields and values declared here.
 */

export type MapStatus = 'DRAFT' | 'PUBLISHING' | 'PUBLISHED' | 'FAILED';
export type PresetId = 'indoor-office' | 'indoor-exhibition' | 'indoor-retail' | 'outdoor-plaza' | 'outdoor-campus';
export type LayerId = 'terrain' | 'structure' | 'object' | 'navigation' | 'poi';

export interface MapSummary {
  map_id: string;
  name: string;
  preset_id: string;
  status: MapStatus;
  /** The published revision, counting from 1. */
  revision: number;
}

export interface NavigationAgent {
  radius_m: number;
  height_m: number;
  step_height_m: number;
  max_slope_deg: number;
}

export interface Preset {
  preset_id: PresetId;
  environment: 'indoor' | 'outdoor';
  /** Width and depth. */
  floor_size_m: [number, number];
  grid_size_m: number;
  /** Indoor presets only. */
  ceiling_height_m?: number;
  navigation_agent: NavigationAgent;
}

/** An object or POI to place: a POI has no `resource_id`. */
export interface MapObject {
  layer: LayerId;
  name: string;
  /** The resource service's ID of the object's GLB. */
  resource_id?: string;
  position: [number, number, number];
  /** A quaternion (x, y, z, w). */
  rotation?: [number, number, number, number];
  scale?: [number, number, number];
}

/** Every route, `METHOD path`, with its request and response bodies. */
export interface MapBuilderRoutes {
  'GET /v1/map-builder/presets': {response: Preset[]};
  'GET /v1/map-builder/presets/{presetId}': {response: Preset};
  'POST /v1/map-builder/maps': {body: {name: string; preset_id: PresetId}; response: MapSummary};
  'GET /v1/map-builder/maps/{mapId}': {response: MapSummary};
  'POST /v1/map-builder/maps/{mapId}/objects': {body: MapObject; response: {object_id: string}};
  'POST /v1/map-builder/maps/{mapId}/publish': {response: MapSummary};
}
