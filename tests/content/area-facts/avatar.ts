import type {AreaFacts} from './types';

/**
 * Persona (avatar) values that the product specification does not fix. The docs present them once on the
 * Persona console page (`docs/avatar/console-avatar-persona.md#reference-values`); every other avatar page
 * links there and marks code that uses them as an example. The routes, fields and values of the Persona API are declared in
 * examples/avatar/persona-api.d.ts, which the pages' TypeScript is checked against.
 */
export const facts = {
  area: 'avatar',
  identifiers: {
    // A resource ID in samples: the upload ID the resource service returns (api-resource-concept).
    exampleResourceId: 'upl_3f9c2b10',
    // glTF 2.0 enum and attribute names the modelling rules name (standard values, listed so the pattern accepts them).
    gltfAlphaOpaque: 'OPAQUE',
    gltfAlphaMask: 'MASK',
    gltfAlphaBlend: 'BLEND',
    gltfTargetPosition: 'POSITION',
    gltfTargetNormal: 'NORMAL',
    gltfTargetTangent: 'TANGENT',
    // Khronos glTF-Validator issue codes the build guide explains (standard codes).
    validatorWeightsNonNormalized: 'ACCESSOR_WEIGHTS_NON_NORMALIZED',
    validatorJointsUsedZeroWeight: 'ACCESSOR_JOINTS_USED_ZERO_WEIGHT',
    validatorSkinnedMeshLocalTransforms: 'NODE_SKINNED_MESH_LOCAL_TRANSFORMS',
    validatorSkinnedMeshNonRoot: 'NODE_SKINNED_MESH_NON_ROOT',
    validatorUnequalTargetsCount: 'MESH_PRIMITIVES_UNEQUAL_TARGETS_COUNT',
    validatorGeneratedTangentSpace: 'MESH_PRIMITIVE_GENERATED_TANGENT_SPACE',
    validatorNpotDimensions: 'IMAGE_NPOT_DIMENSIONS',
    validatorNonRelativeUri: 'NON_RELATIVE_URI',
    // Limits.
    avatarFileSizeLimit: '30 MB',
    itemFileSizeLimit: '10 MB',
    avatarTriangleLimit: '70,000',
    itemTriangleLimit: '20,000',
    avatarTextureLimit: '2048×2048',
    itemTextureLimit: '1024×1024',
    // Console menu paths, as the console shows them in each locale.
    consoleMenuAvatarsKo: 'Persona > 아바타',
    consoleMenuItemsKo: 'Persona > 아이템',
    consoleMenuSettingsKo: 'Persona > 설정',
    consoleMenuAvatarsEn: 'Persona > Avatars',
    consoleMenuItemsEn: 'Persona > Items',
    consoleMenuSettingsEn: 'Persona > Settings',
    // Third-party tool menus the guides name (Blender's built-in glTF exporter).
    blenderExportMenu: 'File > Export > glTF 2.0',
    // Unity Editor menus the Unity example names (installing glTFast).
    unityPackageManagerMenu: 'Window > Package Manager',
    unityAddPackageByNameMenu: '+ > Add package by name',
  },
  patterns: [
    /\/v1\/persona(?:\/[\w{}.-]+)*/,
    // snake_case API fields anywhere but at the start of a line (front matter keys such as sidebar_label).
    /(?<!^)\b[a-z]+(?:_[a-z0-9]+)+\b/m,
    /(?<=\bcategory["']?\s*(?::|=)\s*["'])[^"'\n]*/i,
    /(?<=\bstatus["']?\s*(?::|===?|!==?)\s*["'])[^"'\n]*/i,
    /(?<=`)[A-Z]{2,}(?:_[A-Z]+)*(?=`)/,
    /\b\d+(?:\.\d+)?\s?[KMG]B\b/,
    /\b\d{1,3}(?:,\d{3})+\b/,
    /\b\d{3,4}\s?[×x]\s?\d{3,4}\b/,
    /(?<=\*\*)[^*\n]+ > [^*\n]+(?=\*\*)/,
  ],
} satisfies AreaFacts;
