import {applicationApi} from './applicationApi';
import type {components} from './generated/media';

export type AppRoomConfig = components['schemas']['AppRoomConfig'];

export async function createAppConfig(applicationId: string, config: AppRoomConfig): Promise<void> {
  await applicationApi(applicationId, 'POST', '/app-config', {}, config);
}

export async function updateAppConfig(applicationId: string, config: AppRoomConfig): Promise<void> {
  await applicationApi(applicationId, 'PUT', '/app-config', {}, config);
}

export async function getAppConfig(applicationId: string): Promise<AppRoomConfig> {
  return (await applicationApi(applicationId, 'GET', '/app-config')) as AppRoomConfig;
}
