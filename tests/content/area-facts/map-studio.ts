import type {AreaFacts} from './types';

/**
 * Map studio values that the product specification does not fix. Versions are presented by the release note
 * (`docs/map-studio/map-studio-release-note.md`); requirements, menus, shortcuts and the project file by the
 * introduction (`docs/map-studio/map-studio-introduction.md#reference-values`). Map limits, preset values, REST
 * paths and API fields belong to the map builder (`tests/content/area-facts/map-builder.ts`): the last patterns below have no
 * matching identifier here, so a studio page that restates them fails the test instead of drifting from the builder.
 */
export const facts = {
  area: 'map-studio',
  identifiers: {
    // Released versions (docs 1.x covers the 1.x line, docs 2.x the 2.x line).
    v1_0_0: '1.0.0',
    v1_3_0: '1.3.0',
    v1_4_0: '1.4.0',
    v1_4_2: '1.4.2',
    v2_0_0: '2.0.0',
    v2_1_0: '2.1.0',
    v2_2_0: '2.2.0',
    v2_2_1: '2.2.1',
    // System requirements.
    minWindows: 'Windows 10',
    minMacos: 'macOS 13',
    minMemory: '8 GB',
    recommendedMemory: '16 GB',
    // Project file extension.
    projectExtension: '.nurimap',
    // Keyboard shortcuts (Windows, macOS).
    saveWin: 'Ctrl+S',
    saveMac: 'Cmd+S',
    undoWin: 'Ctrl+Z',
    undoMac: 'Cmd+Z',
    redoWin: 'Ctrl+Shift+Z',
    redoMac: 'Cmd+Shift+Z',
    duplicateWin: 'Ctrl+D',
    duplicateMac: 'Cmd+D',
    publishWin: 'Ctrl+Shift+P',
    publishMac: 'Cmd+Shift+P',
    // Menu paths, as the studio shows them in each locale.
    menuOpenKo: '파일 > 플랫폼에서 열기',
    menuImportKo: '파일 > 가져오기',
    menuSaveKo: '파일 > 저장',
    menuPublishKo: '파일 > 게시',
    menuNavigationKo: '창 > 내비게이션',
    menuLightingKo: '창 > 조명',
    menuUpdatesKo: '도움말 > 업데이트 확인',
    menuLogsKo: '도움말 > 로그 폴더 열기',
    menuOpenEn: 'File > Open from platform',
    menuImportEn: 'File > Import',
    menuSaveEn: 'File > Save',
    menuPublishEn: 'File > Publish',
    menuNavigationEn: 'Window > Navigation',
    menuLightingEn: 'Window > Lighting',
    menuUpdatesEn: 'Help > Check for updates',
    menuLogsEn: 'Help > Open log folder',
  },
  patterns: [
    /\b[12]\.\d+\.\d+\b/,
    /\b(?:Windows|macOS) \d+\b/,
    /\.nuri[a-z]*\b/,
    /\b(?:Ctrl|Cmd|Shift|Alt)\+[\w+]+/,
    /(?<=\*\*)[^*\n]+ > [^*\n]+(?=\*\*)/,
    /\/v1\/[\w{}./-]+/,
    /(?<!^)\b[a-z]+(?:_[a-z0-9]+)+\b/m,
    /\b\d+(?:\.\d+)?(?: × \d+(?:\.\d+)?)? m\b/,
    /\b\d+(?:\.\d+)?\s?[KMG]B\b/,
  ],
} satisfies AreaFacts;
