import {EXAMPLE_HOSTS} from '../../../config/product';
import type {AreaFacts} from './types';

/**
 * XR SDK identifiers that the product specification does not fix: the Unity package, its registry and git URLs,
 * namespaces, types, members and released versions. The docs present them in the API summary of `sdk-overview`
 * and mark the C# code that uses them as an example of the documented SDK version.
 *
 * Patterns and the values they must resolve to:
 * - types are matched bare (`NuriScene`); static members and enum values qualified (`NuriSceneState.Loaded`);
 * - every SDK instance method is asynchronous, so `…Async` methods are matched bare (`LoadSceneAsync`), and so are
 *   events subscribed through an instance (`StateChanged`);
 * - package ids, platform URLs and SDK versions (1.x and 2.x) are matched whole.
 */
export const facts = {
  area: 'xr-sdk',
  identifiers: {
    // Distribution
    packageName: 'com.nuri.xr-sdk',
    registryScope: 'com.nuri',
    registryUrl: EXAMPLE_HOSTS.sdkRegistry,
    gitUrl: `${EXAMPLE_HOSTS.git}/xr/nuri-xr-sdk-unity.git`,
    tarball: 'com.nuri.xr-sdk-2.1.1.tgz',
    tarball1x: 'com.nuri.xr-sdk-1.4.2.tgz',

    // Versions (sdk-releaseNote is the changelog; 2.1.1 is documented by the current docs, 1.4.2 by the 1.x docs)
    version_2_1_1: '2.1.1',
    version_2_1_0: '2.1.0',
    version_2_0_1: '2.0.1',
    version_2_0_0: '2.0.0',
    version_1_4_2: '1.4.2',
    version_1_4_1: '1.4.1',
    version_1_4_0: '1.4.0',
    version_1_3_0: '1.3.0',
    version_1_2_0: '1.2.0',
    version_1_1_0: '1.1.0',
    version_1_0_0: '1.0.0',

    // Namespaces
    nsCore: 'Nuri.XR',
    nsScenes: 'Nuri.XR.Scenes',
    nsObjects: 'Nuri.XR.Objects',
    nsNavigation: 'Nuri.XR.Navigation',
    nsPoi: 'Nuri.XR.Poi',

    // Types
    entryPoint: 'NuriXR',
    settings: 'NuriXRSettings',
    runtimeComponent: 'NuriXRRuntime',
    tokenProvider: 'INuriTokenProvider',
    session: 'NuriSession',
    exception: 'NuriXRException',
    errorCode: 'NuriErrorCode',
    sceneManager: 'NuriSceneManager',
    scene: 'NuriScene',
    sceneState: 'NuriSceneState',
    sceneLoadOptions: 'NuriSceneLoadOptions',
    sceneRoot: 'NuriSceneRoot',
    objectLoader: 'NuriObjectLoader',
    object: 'NuriObject',
    objectSource: 'NuriObjectSource',
    objectLoadOptions: 'NuriObjectLoadOptions',
    navigator: 'NuriNavigator',
    route: 'NuriRoute',
    routeOptions: 'NuriRouteOptions',
    guidanceProgress: 'NuriGuidanceProgress',
    poiService: 'NuriPoiService',
    poi: 'NuriPoi',
    poiQuery: 'NuriPoiQuery',
    poiMarker: 'NuriPoiMarker',

    // Static members of NuriXR
    initialize: 'NuriXR.InitializeAsync',
    signIn: 'NuriXR.SignInAsync',
    signOut: 'NuriXR.SignOutAsync',
    updateAccessToken1x: 'NuriXR.UpdateAccessToken',
    currentSession: 'NuriXR.Session',
    isInitialized: 'NuriXR.IsInitialized',
    sdkVersion: 'NuriXR.Version',
    sessionExpired: 'NuriXR.SessionExpired',
    scenesService: 'NuriXR.Scenes',
    objectsService: 'NuriXR.Objects',
    navigationService: 'NuriXR.Navigation',
    poisService: 'NuriXR.Pois',

    // Factory methods of NuriObjectSource
    sourceFromResource: 'NuriObjectSource.FromResource',
    sourceFromUrl: 'NuriObjectSource.FromUrl',
    sourceFromFile: 'NuriObjectSource.FromFile',

    // NuriSceneState values
    stateUnloaded: 'NuriSceneState.Unloaded',
    stateLoading: 'NuriSceneState.Loading',
    stateLoaded: 'NuriSceneState.Loaded',
    stateActive: 'NuriSceneState.Active',
    stateUnloading: 'NuriSceneState.Unloading',
    stateFailed: 'NuriSceneState.Failed',

    // NuriErrorCode values
    errorNotInitialized: 'NuriErrorCode.NotInitialized',
    errorUnauthorized: 'NuriErrorCode.Unauthorized',
    errorForbidden: 'NuriErrorCode.Forbidden',
    errorNetwork: 'NuriErrorCode.NetworkError',
    errorSceneNotFound: 'NuriErrorCode.SceneNotFound',
    errorUnsupportedAsset: 'NuriErrorCode.UnsupportedAsset',
    errorRouteNotFound: 'NuriErrorCode.RouteNotFound',
    errorDeviceNotSupported: 'NuriErrorCode.DeviceNotSupported',

    // Instance methods and events
    getAccessToken: 'GetAccessTokenAsync',
    loadScene: 'LoadSceneAsync',
    activateScene: 'ActivateSceneAsync',
    unloadScene: 'UnloadSceneAsync',
    switchScene: 'SwitchSceneAsync',
    sceneStateChanged: 'StateChanged',
    loadObject: 'LoadAsync',
    findRoute: 'FindRouteAsync',
    startGuidance: 'StartGuidanceAsync',
    stopGuidance: 'StopGuidanceAsync',
    guidanceProgressChanged: 'ProgressChanged',
    guidanceArrived: 'Arrived',
    routeDeviated: 'RouteDeviated',
    getPois: 'GetPoisAsync',
    searchPois: 'SearchPoisAsync',
    showMarkers: 'ShowMarkersAsync',
    hideMarkers: 'HideMarkersAsync',
    poiSelected: 'PoiSelected',
  },
  patterns: [
    /\bI?Nuri[A-Z]\w*\b(?!\.[A-Z])/,
    /\bNuri[A-Z]\w*\.[A-Z]\w*/,
    /\bNuri\.XR(?:\.[A-Z]\w*)*/,
    /\bcom\.nuri(?:\.[a-z0-9-]+)+/,
    /https:\/\/[a-z0-9.-]*nuri\.example[^\s"'`)#]*/,
    /(?<![\d.])[12]\.\d+\.\d+(?!\.?\d)/,
    /(?<!\bNuri[A-Z]\w*\.)\b[A-Z]\w*Async\b/,
    /(?<!\bNuri[A-Z]\w*\.)(?<=\.)[A-Z]\w*(?=\s*[+-]=)/,
  ],
} satisfies AreaFacts;
