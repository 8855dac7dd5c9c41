/**
 * The push guides' code (examples/push-server/, which the push pages show beside the tutorial's token and
 * delivery steps) runs against a Prism mock of the push contract: every request must pass its validation (the
 * multipart uploads included), every response must match it, and each function must handle every response its
 * operation documents.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, expect} from 'vitest';
import {EXAMPLE_APPLICATION_ID, EXAMPLE_IDS, EXAMPLE_PUSH, EXAMPLE_USER_IDS} from '../../config/product';
import {ApiError} from '../../examples/push-server/call';
import {deletePushToken} from '../../examples/push-server/deletePushToken';
import {listPushTokens} from '../../examples/push-server/listPushTokens';
import {cancelNotifications, createNotification} from '../../examples/push-server/notifications';
import {updateAndroidConfig, uploadApnsCertificate, uploadApnsKey} from '../../examples/push-server/pushConfig';
import {sendAppPush} from '../../examples/push-server/sendAppPush';
import {describeResponses, FAILS, useExampleRun} from '../support/example-runs';

const USER = EXAMPLE_USER_IDS[1];
const APPLICATION = EXAMPLE_APPLICATION_ID;

/** The files the reader uploads: the .p8 key and the .p12 certificate, as bytes on disk. */
const files = fs.mkdtempSync(path.join(os.tmpdir(), 'push-files-'));
const KEY_FILE = path.join(files, `AuthKey_${EXAMPLE_PUSH.appleKeyId}.p8`);
const CERTIFICATE_FILE = path.join(files, 'nuriapp-push.p12');
fs.writeFileSync(KEY_FILE, '-----BEGIN PRIVATE KEY-----\nexample\n-----END PRIVATE KEY-----\n');
fs.writeFileSync(CERTIFICATE_FILE, Buffer.from([0x30, 0x82, 0x01, 0x00]));
afterAll(() => fs.rmSync(files, {recursive: true, force: true}));

const run = useExampleRun(['push']);

const SCHEDULED = {
  title: 'Maintenance tonight',
  body: 'The service is unavailable from 02:00 to 03:00.',
  dispatch_type: 'SCHEDULED',
  destination: 'IOS',
  dispatch_date: '2026-12-01T18:00:00',
} as const;

describeResponses(
  'the push guides’ functions handle every documented response',
  run,
  {
    listPushTokens: {
      operation: 'listPushTokens',
      run: () => listPushTokens(USER),
      responses: {
        '200': expect.objectContaining({user_id: USER, token_list: [EXAMPLE_PUSH.fcmToken]}),
        '204': undefined,
        '403': FAILS,
        default: FAILS,
      },
    },
    sendAppPush: {
      operation: 'sendAppPush',
      run: () =>
        sendAppPush({
          recipient_ids: [USER, EXAMPLE_USER_IDS[2]],
          push_type: 'FCM',
          title: 'Your order is on its way',
          body: 'It arrives tomorrow.',
          data: {screen: 'order-detail', order_id: '20261122-000123'},
        }),
      responses: {
        '202': expect.arrayContaining([expect.objectContaining({transaction_id: EXAMPLE_IDS.pushTransaction})]),
        '204': [],
        '403': FAILS,
        default: FAILS,
      },
    },
    deletePushToken: {
      operation: 'deletePushToken',
      run: () => deletePushToken(USER, EXAMPLE_PUSH.fcmToken),
      responses: {'200': 'deleted', '204': 'no-content', '403': FAILS, '422': 'not-found', default: FAILS},
    },
    createNotification: {
      operation: 'createNotification',
      run: () => createNotification(APPLICATION, SCHEDULED),
      responses: {'200': 'created', '204': 'no-content', '403': FAILS, '422': FAILS, default: FAILS},
    },
    deleteNotifications: {
      operation: 'deleteNotifications',
      run: () => cancelNotifications(APPLICATION, [EXAMPLE_IDS.pushNotification]),
      responses: {'200': 'cancelled', '204': 'no-content', '403': FAILS, '422': 'too-late', default: FAILS},
    },
    updateAndroidConfig: {
      operation: 'updateAndroidConfig',
      run: () =>
        updateAndroidConfig(APPLICATION, {fcm_server_key: EXAMPLE_PUSH.fcmServerKey, package_name: EXAMPLE_PUSH.appId}),
      responses: {'200': 'saved', '204': 'no-content', '403': FAILS, default: FAILS},
    },
    uploadApnsKey: {
      operation: 'uploadApnsKey',
      run: () =>
        uploadApnsKey(
          APPLICATION,
          {bundleId: EXAMPLE_PUSH.appId, teamId: EXAMPLE_PUSH.appleTeamId, keyId: EXAMPLE_PUSH.appleKeyId},
          KEY_FILE,
        ),
      responses: {'200': 'saved', '204': 'no-content', '403': FAILS, default: FAILS},
    },
    uploadApnsCertificate: {
      operation: 'uploadApnsCertificate',
      run: () => uploadApnsCertificate(APPLICATION, 'p12-password', CERTIFICATE_FILE),
      responses: {'200': 'saved', '204': 'no-content', '403': FAILS, default: FAILS},
    },
  },
  () => ApiError,
);
