import type {AreaFacts} from './types';

/**
 * Map builder values that the product specification does not fix. The docs present them once on the presets
 * page (`docs/map-builder/map-builder-presets.md#reference-values`); the other pages link there and mark code
 * that uses them as an example. The routes, fields, presets, layers and states are declared in
 * examples/map-builder/map-builder-api.d.ts, which the pages' TypeScript is checked against.
 */
export const facts = {
  area: 'map-builder',
  identifiers: {
    // A resource ID in samples: the upload ID the resource service returns (api-resource-concept).
    exampleResourceId: 'upl_8d2a6e51',
    // Preset values: floor sizes, grid sizes, ceiling heights, navigation agent.
    officeFloor: '40 × 30 m',
    exhibitionFloor: '60 × 40 m',
    retailFloor: '30 × 20 m',
    plazaFloor: '100 × 100 m',
    campusFloor: '300 × 200 m',
    indoorGrid: '0.5 m',
    outdoorGrid: '1 m',
    officeCeiling: '3 m',
    retailCeiling: '4 m',
    exhibitionCeiling: '6 m',
    agentRadius: '0.3 m',
    agentHeight: '1.8 m',
    agentStepHeight: '0.25 m',
    agentMaxSlope: '45°',
    // Limits.
    objectFileSizeLimit: '20 MB',
    mapSizeLimit: '500 MB',
    mapObjectLimit: '2,000',
    // Console menu paths, as the console shows them in each locale.
    consoleMenuMapsKo: '맵 빌더 > 맵 목록',
    consoleMenuNewMapKo: '맵 빌더 > 새 맵',
    consoleMenuMapsEn: 'Map builder > Maps',
    consoleMenuNewMapEn: 'Map builder > New map',
  },
  patterns: [
    /\/v1\/map-builder(?:\/[\w{}.-]+)*/,
    // snake_case API fields anywhere but at the start of a line (front matter keys such as sidebar_label).
    /(?<!^)\b[a-z]+(?:_[a-z0-9]+)+\b/m,
    /\b(?:indoor|outdoor)-[a-z]+(?:-[a-z]+)*\b/,
    /(?<=\blayer["']?\s*(?::|=)\s*["'])[^"'\n]*/i,
    /(?<=\bstatus["']?\s*(?::|===?|!==?)\s*["'])[^"'\n]*/i,
    /(?<=`)[A-Z]{2,}(?:_[A-Z]+)*(?=`)/,
    /\b\d+(?:\.\d+)?(?: × \d+(?:\.\d+)?)? m\b/,
    /\b\d+°/,
    /\b\d+(?:\.\d+)?\s?[KMG]B\b/,
    /\b\d{1,3}(?:,\d{3})+\b/,
    /(?<=\*\*)[^*\n]+ > [^*\n]+(?=\*\*)/,
  ],
} satisfies AreaFacts;
