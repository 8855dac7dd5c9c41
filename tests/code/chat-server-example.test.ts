/**
 * The chat guides' code (examples/chat-server/, which the chat pages show) runs against a Prism mock of the chat
 * contract: every request must pass its validation, every response must match it, and each function must handle
 * every response its operation documents.
 */
import {EXAMPLE_IDS, EXAMPLE_USER_IDS} from '../../config/product';
import {ApiError} from '../../examples/chat-server/call';
import {createChatRoom} from '../../examples/chat-server/createChatRoom';
import {deleteChatRoom} from '../../examples/chat-server/deleteChatRoom';
import {exitChatRoom} from '../../examples/chat-server/exitChatRoom';
import {joinChatRoom} from '../../examples/chat-server/joinChatRoom';
import {listChatRooms, listOpenChatRooms} from '../../examples/chat-server/listChatRooms';
import {listChatRoomUsers} from '../../examples/chat-server/listChatRoomUsers';
import {listMyChatRooms} from '../../examples/chat-server/listMyChatRooms';
import {describeResponses, FAILS, useExampleRun} from '../support/example-runs';

const [OPERATOR, MEMBER, OTHER_MEMBER, LATE_JOINER] = EXAMPLE_USER_IDS;
const ROOM = EXAMPLE_IDS.groupChatRoom;
const GROUP_ROOM = {
  chat_room_type: 'GROUP',
  title: 'Design team',
  room_uuid: ROOM,
  participants_count: 3,
};
const OPEN_ROOM = {
  chat_room_type: 'OPEN',
  title: 'Weekend hiking club',
  room_uuid: EXAMPLE_IDS.openChatRoom,
  participants_count: 128,
};

const run = useExampleRun(['chat']);

describeResponses(
  'the chat guides’ functions handle every documented response',
  run,
  {
    createChatRoom: {
      operation: 'createChatRoom',
      run: () =>
        createChatRoom({
          chat_room_type: 'GROUP',
          title: 'Design team',
          operator_ids: [OPERATOR!],
          user_ids: [MEMBER!, OTHER_MEMBER!],
          is_public: false,
        }),
      responses: {'200': GROUP_ROOM, '400': FAILS, '500': FAILS},
    },
    joinChatRoom: {
      operation: 'joinChatRoom',
      run: () => joinChatRoom(ROOM, LATE_JOINER!),
      responses: {'200': 'joined', '400': FAILS, '404': FAILS, '409': 'already-joined', '500': FAILS},
    },
    exitChatRoom: {
      operation: 'exitChatRoom',
      run: () => exitChatRoom(ROOM, LATE_JOINER!),
      responses: {'200': 'left', '400': FAILS, '404': FAILS, '409': 'not-joined', '500': FAILS},
    },
    listChatRoomUsers: {
      operation: 'listChatRoomUsers',
      run: () => listChatRoomUsers(ROOM),
      responses: {'200': [OPERATOR, MEMBER, OTHER_MEMBER], '400': FAILS, '404': FAILS, '500': FAILS},
    },
    listMyChatRooms: {
      operation: 'listMyChatRooms',
      run: () => listMyChatRooms(LATE_JOINER!),
      responses: {'200': [GROUP_ROOM, OPEN_ROOM], '400': FAILS, '500': FAILS},
    },
    listChatRooms: {
      operation: 'listChatRooms',
      run: () => listChatRooms('ID_DESC'),
      responses: {'200': [GROUP_ROOM, OPEN_ROOM], '400': FAILS, '500': FAILS},
    },
    'listChatRooms (open rooms only)': {
      operation: 'listChatRooms',
      run: () => listOpenChatRooms('ID_DESC'),
      responses: {'200': [OPEN_ROOM], '400': FAILS, '500': FAILS},
    },
    deleteChatRoom: {
      operation: 'deleteChatRoom',
      run: () => deleteChatRoom(ROOM, OPERATOR!),
      responses: {'200': 'deleted', '400': FAILS, '403': FAILS, '404': 'not-found', '500': FAILS},
    },
  },
  () => ApiError,
);
