/**
 * The media guides' code (examples/media-server/, which the media pages show beside the tutorial's join token
 * step) runs against a Prism mock of the media contract: every request must pass its validation, every response
 * must match it, and each function must handle every response its operation documents. Where the contract
 * publishes no body (the console lists and histories), the functions hand on what came.
 */
import {expect} from 'vitest';
import {EXAMPLE_APPLICATION_ID, EXAMPLE_IDS, EXAMPLE_USER_IDS} from '../../config/product';
import {createAppConfig, getAppConfig, updateAppConfig} from '../../examples/media-server/appConfig';
import {listApplicationRooms} from '../../examples/media-server/applicationRooms';
import {ApiError} from '../../examples/media-server/call';
import {listRecordings, startRecording, stopRecording} from '../../examples/media-server/recording';
import {listAttendeeHistory, listRoomHistory} from '../../examples/media-server/roomHistory';
import {describeResponses, FAILS, useExampleRun} from '../support/example-runs';

const APPLICATION = EXAMPLE_APPLICATION_ID;
const ROOM = EXAMPLE_IDS.mediaRoom;
const [HOST, ATTENDEE] = EXAMPLE_USER_IDS;
const CONSULTATION = {
  config_max_attendee_count: 2,
  config_is_joinable_view: true,
  config_host_selection_type: 'FIRST_ENTER_USER',
  config_is_elect_host: false,
  config_is_download_record: false,
} as const;

const run = useExampleRun(['media']);

describeResponses(
  'the media guides’ functions handle every documented response',
  run,
  {
    startRecording: {
      operation: 'startRecording',
      run: () => startRecording(ROOM, HOST, 'SINGLE_SPEAKER'),
      responses: {'200': undefined, default: FAILS},
    },
    stopRecording: {
      operation: 'stopRecording',
      run: () => stopRecording(ROOM, HOST),
      responses: {'200': undefined, default: FAILS},
    },
    listRecordings: {
      operation: 'listRecordings',
      run: () => listRecordings(ROOM),
      responses: {
        '200': expect.arrayContaining([expect.objectContaining({file_name: expect.any(String)})]),
        default: FAILS,
      },
    },
    consoleListRooms: {
      operation: 'consoleListRooms',
      run: () => listApplicationRooms(APPLICATION, {page: 1, size: 20, asc: true}),
      responses: {'200': undefined, default: FAILS},
    },
    listRoomHistory: {
      operation: 'listRoomHistory',
      run: () => listRoomHistory(APPLICATION, {event_type: 'DELETED'}),
      responses: {'200': undefined, default: FAILS},
    },
    listAttendeeHistory: {
      operation: 'listAttendeeHistory',
      run: () => listAttendeeHistory(APPLICATION, {event_type: 'ENTER', user_id: ATTENDEE}),
      responses: {'200': undefined, default: FAILS},
    },
    createAppConfig: {
      operation: 'createAppConfig',
      run: () => createAppConfig(APPLICATION, {...CONSULTATION, config_max_attendee_count: 30}),
      responses: {'200': undefined, default: FAILS},
    },
    updateAppConfig: {
      operation: 'updateAppConfig',
      run: () => updateAppConfig(APPLICATION, CONSULTATION),
      responses: {'200': undefined, default: FAILS},
    },
    getAppConfig: {
      operation: 'getAppConfig',
      run: () => getAppConfig(APPLICATION),
      responses: {
        '200': expect.objectContaining({
          config_host_selection_type: expect.stringMatching(/^(CREATOR|FIRST_ENTER_USER)$/),
        }),
        default: FAILS,
      },
    },
  },
  () => ApiError,
);
