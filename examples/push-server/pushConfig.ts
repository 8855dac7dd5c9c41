import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {ApiError, call} from './call';
import type {components} from './generated/push';

type PushAppConfig = components['schemas']['PushAppConfig'];

export interface ApnsKey {
  bundleId: string;
  teamId: string;
  keyId: string;
}

async function put(target: string, body: unknown): Promise<'saved' | 'no-content'> {
  const {status, ok, body: answer} = await call('push', 'PUT', target, body);
  if (status === 204) return 'no-content';
  if (ok) return 'saved';
  throw new ApiError(`PUT ${target.split('?')[0]}`, status, answer);
}

async function fileField(name: string, file: string): Promise<FormData> {
  const form = new FormData();
  form.append(name, new Blob([await readFile(file)]), path.basename(file));
  return form;
}

export async function updateAndroidConfig(
  applicationId: string,
  config: Pick<PushAppConfig, 'fcm_server_key' | 'package_name'>,
): Promise<'saved' | 'no-content'> {
  const query = new URLSearchParams({application_id: applicationId});
  return put(`/v1/console/push/config/android?${query}`, config);
}

export async function uploadApnsKey(
  applicationId: string,
  key: ApnsKey,
  keyFile: string,
): Promise<'saved' | 'no-content'> {
  const query = new URLSearchParams({
    application_id: applicationId,
    bundle_id: key.bundleId,
    team_id: key.teamId,
    key_id: key.keyId,
  });
  return put(`/v1/console/push/config/apns/key?${query}`, await fileField('auth_key_file', keyFile));
}

export async function uploadApnsCertificate(
  applicationId: string,
  password: string,
  certificateFile: string,
): Promise<'saved' | 'no-content'> {
  const query = new URLSearchParams({application_id: applicationId, apns_certificate_password: password});
  return put(`/v1/console/push/config/apns/certificate?${query}`, await fileField('certificate_file', certificateFile));
}
