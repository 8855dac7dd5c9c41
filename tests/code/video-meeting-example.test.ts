/**
 * The video meeting tutorial's code (examples/video-meeting/, which the page shows) runs against Prism mocks of
 * the three contracts, with the Korean and the English sample data its pages show: every request must pass the
 * contract's validation, every response must match the contract, and each step must handle every response its
 * calls document. The page's commands, as printed, are run by tests/e2e/tutorial-as-printed.spec.ts.
 */
import {describe, expect, it} from 'vitest';
import {EXAMPLE_IDS, EXAMPLE_PUSH, EXAMPLE_USER_IDS} from '../../config/product';
import {ApiError} from '../../examples/video-meeting/call';
import {checkDelivery} from '../../examples/video-meeting/checkDelivery';
import {closeRoom, deleteChatRoom} from '../../examples/video-meeting/closeMeeting';
import {createChatRoom} from '../../examples/video-meeting/createChatRoom';
import {createRoom} from '../../examples/video-meeting/createRoom';
import {issueJoinToken} from '../../examples/video-meeting/issueJoinToken';
import {runMeeting} from '../../examples/video-meeting/meeting';
import {notifyAttendees} from '../../examples/video-meeting/notifyAttendees';
import {registerPushToken} from '../../examples/video-meeting/registerPushToken';
import {sample as englishSample} from '../../examples/video-meeting/sample';
import {sample as koreanSample} from '../../examples/video-meeting/sample.ko';
import {describeResponses, expectContractKept, FAILS, useExampleRun} from '../support/example-runs';

/** The tutorial's host and attendee: the site's example users (config/product.ts). */
const [HOST, ATTENDEE] = EXAMPLE_USER_IDS;
const ROOM = EXAMPLE_IDS.mediaRoom;
const CHAT_ROOM = EXAMPLE_IDS.groupChatRoom;
const TRANSACTION = {transaction_id: EXAMPLE_IDS.pushTransaction};
const NOTICE = englishSample.notice;

const run = useExampleRun();

describe('the sample data of both locales', () => {
  it.each([
    ['ko', koreanSample],
    ['en', englishSample],
  ])('%s uses the site’s example users and push token', (_locale, sample) => {
    expect([sample.hostId, sample.attendee.id]).toEqual([HOST, ATTENDEE]);
    expect(sample.attendee.pushToken).toBe(EXAMPLE_PUSH.fcmToken);
  });

  it('is written in each locale’s language', () => {
    const hangul = /[\uAC00-\uD7A3]/;
    const texts = (sample: typeof koreanSample) => [
      sample.meetingName,
      sample.attendee.name,
      sample.notice.title,
      sample.notice.body,
    ];
    expect(texts(koreanSample).filter((text) => !hangul.test(text))).toEqual([]);
    expect(texts(englishSample).filter((text) => hangul.test(text))).toEqual([]);
  });
});

describe('the video meeting example', () => {
  it.each([
    ['ko', koreanSample],
    ['en', englishSample],
  ])('runs end to end with the %s sample: every request is valid, every response matches', async (_locale, sample) => {
    const lines: string[] = [];
    const {result, made} = await run.exchangesOf({}, () =>
      runMeeting(sample, (...values) => lines.push(values.join(' '))),
    );
    expect(result.status === 'rejected' ? result.reason : 'done').toBe('done');
    expect(made.map((exchange) => exchange.operationId)).toEqual([
      'registerPushToken',
      'createRoom',
      'issueJoinToken',
      'createChatRoom',
      'sendAppPush',
      'getTransaction',
      'getTransaction',
      'getRoom',
      'endRoom',
      'deleteChatRoom',
    ]);
    expectContractKept(made);
    expect(lines.at(-2)).toBe('8. closeRoom: ended');
    // One token for every run of the file: the module caches it.
    expect(run.mocks.tokenRequests()).toBe(1);
  });

  it('deletes a room nobody joined (RESERVED) instead of ending it', async () => {
    const {result, made} = await run.exchangesOf({getRoom: 'code=200, example=reserved'}, () => closeRoom(ROOM, HOST));
    expect(result).toEqual({status: 'fulfilled', value: 'deleted'});
    expect(made.map((exchange) => exchange.operationId)).toEqual(['getRoom', 'deleteRoom']);
    expectContractKept(made);
  });

  it('ends nothing for a user who is not the host', async () => {
    const {result, made} = await run.exchangesOf({}, () => closeRoom(ROOM, ATTENDEE));
    expect(result.status).toBe('rejected');
    expect(made.map((exchange) => exchange.operationId)).toEqual(['getRoom']);
  });
});

describeResponses(
  'each step handles every documented response of its calls',
  run,
  {
    registerPushToken: {
      operation: 'registerPushToken',
      run: () => registerPushToken(ATTENDEE, 'FCM', EXAMPLE_PUSH.fcmToken),
      responses: {'200': 'registered', '204': 'no-content', '403': FAILS, '422': 'already-registered', default: FAILS},
    },
    createRoom: {
      operation: 'createRoom',
      run: () => createRoom(englishSample.meetingName, HOST, [ATTENDEE]),
      responses: {'200': {roomId: ROOM, hostToken: undefined}, default: FAILS},
    },
    issueJoinToken: {
      operation: 'issueJoinToken',
      run: () => issueJoinToken(ROOM, ATTENDEE, englishSample.attendee.name),
      responses: {'200': expect.stringMatching(/^eyJ/), default: FAILS},
    },
    createChatRoom: {
      operation: 'createChatRoom',
      run: () => createChatRoom(englishSample.meetingName, HOST, [HOST, ATTENDEE]),
      responses: {'200': CHAT_ROOM, '400': FAILS, '500': FAILS},
    },
    sendAppPush: {
      operation: 'sendAppPush',
      run: () => notifyAttendees([ATTENDEE], NOTICE, {roomId: ROOM, chatRoomUuid: CHAT_ROOM}),
      responses: {
        '202': expect.arrayContaining([expect.objectContaining(TRANSACTION)]),
        '204': [],
        '403': FAILS,
        default: FAILS,
      },
    },
    getTransaction: {
      operation: 'getTransaction',
      run: () => checkDelivery([TRANSACTION]),
      responses: {
        '200': [{transactionId: TRANSACTION.transaction_id, detail: expect.objectContaining({status: 'SENT'})}],
        '204': [{transactionId: TRANSACTION.transaction_id}],
        '403': FAILS,
        default: FAILS,
      },
    },
    getRoom: {
      operation: 'getRoom',
      run: () => closeRoom(ROOM, HOST),
      others: {endRoom: 'code=200'},
      responses: {'200': 'ended', default: FAILS},
    },
    endRoom: {
      operation: 'endRoom',
      run: () => closeRoom(ROOM, HOST),
      others: {getRoom: 'code=200, example=meeting'},
      responses: {'200': 'ended', default: FAILS},
    },
    deleteRoom: {
      operation: 'deleteRoom',
      run: () => closeRoom(ROOM, HOST),
      others: {getRoom: 'code=200, example=reserved'},
      responses: {'200': 'deleted', default: FAILS},
    },
    deleteChatRoom: {
      operation: 'deleteChatRoom',
      run: () => deleteChatRoom(CHAT_ROOM, HOST),
      responses: {'200': undefined, '400': FAILS, '403': FAILS, '404': undefined, '500': FAILS},
    },
  },
  () => ApiError,
);
