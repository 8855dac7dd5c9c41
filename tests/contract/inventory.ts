/**
 * The API contracts as the product specification states them (sections 3, 5, 7, 8 and 9), extracted by
 * hand. openapi-coverage.test.ts compares the three OpenAPI documents with this list in both directions,
 * so a fact missing from a document, or a document fact the specification does not state, fails a test.
 *
 * Where a contract needs more than the specification gives (a success status, a required query, a value in an
 * example), the contract marks it with `x-convention`. For the kinds of fact a contract may either take from the
 * specification or mark (statuses, `required: true`, formats, enums and enum-like example values, the operations
 * of an error), this list says where the specification gives each one it gives (`where`: the section and its
 * words); the test fails on any other that carries no mark, and on a mark on one the specification gives.
 */
import type {SpecName} from '../support/api';

export interface EndpointFact {
  operationId: string;
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  /**
   * Path and query parameters; `default` only where the specification gives one. `required` is the contract's:
   * a path parameter is required by OpenAPI, and a query's `required: true` is the documentation's convention
   * (the specification names the queries, never as required), which the contract marks.
   */
  parameters: {name: string; in: 'path' | 'query'; required: boolean; default?: unknown}[];
  /** Request body schema name, or `multipart` with its file field. */
  body?: string;
}

export interface SchemaFact {
  fields: string[];
  required?: string[];
  defaults?: Record<string, unknown>;
}

export interface ErrorFact {
  code?: string;
  httpStatus?: number;
  /** Exact message, for chat errors. */
  message?: string;
  /**
   * The operations the specification ties the error to, and where. Absent for an error it gives without its
   * calls: a contract entry that lists operations for it marks the list as its own.
   */
  operations?: {ids: string[]; where: string};
}

export interface EnumFact {
  values: string[];
  default?: string;
  /** Where the specification gives the values; absent when it names the choice only, and the contract marks them. */
  where?: string;
}

export interface SpecInventory {
  endpoints: EndpointFact[];
  schemas: Record<string, SchemaFact>;
  enums: Record<string, EnumFact>;
  /** Enums and constants inside a schema's property (ChatResponse.status), with where the specification gives them. */
  inlineEnums: {schema: string; property: string; values: unknown[]; where: string}[];
  /** [schema, property, keyword, value] for every validation constraint of section 5. */
  constraints: [string, string, 'minLength' | 'maxLength' | 'pattern', number | string][];
  /** Typed formats the specification gives; every other `format` of the contract is marked. */
  formats: {schema: string; property: string; format: string; where: string}[];
  /**
   * Response statuses the specification gives outright. An error status is given by the error catalogue instead:
   * on an operation a given entry (`errors`) with that `httpStatus` applies to.
   */
  statuses: {operation: string; status: string; where: string}[];
  /** `required` lists of inline (multipart) schemas, with where the specification makes the field required. */
  inlineRequired: {operation: string; required: string[]; where: string}[];
  /**
   * Enum-like example values (a word in capitals, `FCM`) of a property without an enum that the specification
   * gives; every other one is the documentation's and its property is marked.
   */
  exampleValues: {property: string; value: string; where: string}[];
  errors: ErrorFact[];
}

const roomId = {name: 'roomId', in: 'path', required: true} as const;
const userIdPath = {name: 'userId', in: 'path', required: true} as const;
const applicationId = {name: 'applicationId', in: 'path', required: true} as const;
const page = {name: 'page', in: 'query', required: false} as const;
const size = {name: 'size', in: 'query', required: false} as const;
const historyFilters = [
  {name: 'event_type', in: 'query', required: false},
  {name: 'user_id', in: 'query', required: false},
] as const;

const media: SpecInventory = {
  endpoints: [
    {operationId: 'createRoom', method: 'post', path: '/v1/rooms', parameters: [], body: 'CreateRoomRequest'},
    {
      operationId: 'listRooms',
      method: 'get',
      path: '/v1/rooms',
      parameters: [{name: 'asc', in: 'query', required: false, default: false}],
    },
    {
      operationId: 'issueJoinToken',
      method: 'post',
      path: '/v1/rooms/{roomId}/attendees/{userId}/token',
      parameters: [roomId, userIdPath],
      body: 'JoinTokenRequest',
    },
    {operationId: 'getRoom', method: 'get', path: '/v1/rooms/{roomId}', parameters: [roomId]},
    {
      operationId: 'updateRoom',
      method: 'patch',
      path: '/v1/rooms/{roomId}',
      parameters: [roomId],
      body: 'UpdateRoomRequest',
    },
    {
      operationId: 'deleteRoom',
      method: 'delete',
      path: '/v1/rooms/{roomId}',
      parameters: [roomId],
      body: 'RequesterRequest',
    },
    {operationId: 'listAttendees', method: 'get', path: '/v1/rooms/{roomId}/attendees', parameters: [roomId]},
    {
      operationId: 'addAttendees',
      method: 'post',
      path: '/v1/rooms/{roomId}/attendees',
      parameters: [roomId],
      body: 'AddAttendeesRequest',
    },
    {
      operationId: 'blockAttendees',
      method: 'post',
      path: '/v1/rooms/{roomId}/block',
      parameters: [roomId],
      body: 'AttendeeChangeRequest',
    },
    {
      operationId: 'endRoom',
      method: 'post',
      path: '/v1/rooms/{roomId}/end',
      parameters: [roomId],
      body: 'RequesterRequest',
    },
    {
      operationId: 'startRecording',
      method: 'post',
      path: '/v1/rooms/{roomId}/record',
      parameters: [roomId],
      body: 'RecordRequest',
    },
    {
      operationId: 'stopRecording',
      method: 'post',
      path: '/v1/rooms/{roomId}/stop-record',
      parameters: [roomId],
      body: 'RequesterRequest',
    },
    {
      operationId: 'updatePresenter',
      method: 'post',
      path: '/v1/rooms/{roomId}/update-presenter',
      parameters: [roomId],
      body: 'UserRoleRequest',
    },
    {
      operationId: 'publishData',
      method: 'post',
      path: '/v1/rooms/{roomId}/publish-data',
      parameters: [roomId],
      body: 'PublishDataRequest',
    },
    {
      operationId: 'delegateHost',
      method: 'post',
      path: '/v1/rooms/{roomId}/delegate',
      parameters: [roomId],
      body: 'UserRoleRequest',
    },
    {
      operationId: 'restoreAttendees',
      method: 'post',
      path: '/v1/rooms/{roomId}/restore',
      parameters: [roomId],
      body: 'AttendeeChangeRequest',
    },
    {operationId: 'listRecordings', method: 'get', path: '/v1/rooms/{roomId}/recordings', parameters: [roomId]},
    {
      operationId: 'consoleListRooms',
      method: 'get',
      path: '/v1/application/{applicationId}/rooms',
      parameters: [applicationId, page, size, {name: 'asc', in: 'query', required: false}],
    },
    {
      operationId: 'consoleDeleteRooms',
      method: 'delete',
      path: '/v1/application/{applicationId}/rooms',
      parameters: [applicationId],
      body: 'DeleteRoomsRequest',
    },
    {
      operationId: 'consoleGetRoom',
      method: 'get',
      path: '/v1/application/{applicationId}/rooms/{roomId}',
      parameters: [applicationId, roomId],
    },
    {
      operationId: 'consoleUpdateRoom',
      method: 'patch',
      path: '/v1/application/{applicationId}/rooms/{roomId}',
      parameters: [applicationId, roomId],
      body: 'UpdateRoomRequest',
    },
    {
      operationId: 'consoleEndRoom',
      method: 'post',
      path: '/v1/application/{applicationId}/rooms/{roomId}/end',
      parameters: [applicationId, roomId],
      body: 'RequesterRequest',
    },
    {
      operationId: 'consoleListAttendees',
      method: 'get',
      path: '/v1/application/{applicationId}/rooms/{roomId}/attendees',
      parameters: [applicationId, roomId, page, size],
    },
    {
      operationId: 'consoleListBlockedAttendees',
      method: 'get',
      path: '/v1/application/{applicationId}/rooms/{roomId}/blocked-attendees',
      parameters: [applicationId, roomId, page, size],
    },
    {
      operationId: 'consoleBlockAttendees',
      method: 'post',
      path: '/v1/application/{applicationId}/rooms/{roomId}/block',
      parameters: [applicationId, roomId],
      body: 'AttendeeChangeRequest',
    },
    {
      operationId: 'consoleRestoreAttendees',
      method: 'post',
      path: '/v1/application/{applicationId}/rooms/{roomId}/restore',
      parameters: [applicationId, roomId],
      body: 'AttendeeChangeRequest',
    },
    {
      operationId: 'listRoomHistory',
      method: 'get',
      path: '/v1/application/{applicationId}/history/rooms',
      parameters: [applicationId, ...historyFilters],
    },
    {
      operationId: 'listAttendeeHistory',
      method: 'get',
      path: '/v1/application/{applicationId}/history/attendees',
      parameters: [applicationId, ...historyFilters],
    },
    {
      operationId: 'createAppConfig',
      method: 'post',
      path: '/v1/application/{applicationId}/app-config',
      parameters: [applicationId],
      body: 'AppRoomConfig',
    },
    {
      operationId: 'updateAppConfig',
      method: 'put',
      path: '/v1/application/{applicationId}/app-config',
      parameters: [applicationId],
      body: 'AppRoomConfig',
    },
    {
      operationId: 'getAppConfig',
      method: 'get',
      path: '/v1/application/{applicationId}/app-config',
      parameters: [applicationId],
    },
  ],
  schemas: {
    Room: {
      fields: [
        'room_id',
        'name',
        'room_status',
        'reserved_start_time',
        'reserved_end_time',
        'start_time',
        'end_time',
        'max_attendee_count',
        'is_public',
        'created_by',
        'description',
        'is_joinable',
        'is_elect_host',
        'host_selection_type',
        'attendees',
        'attendee_count',
      ],
    },
    Attendee: {fields: ['user_id', 'is_host', 'is_reserved', 'is_present', 'is_invited']},
    AttendeeCount: {fields: ['present_count', 'reserved_count', 'invited_count']},
    Recording: {fields: ['file_name', 'file_size', 'duration']},
    CreateRoomRequest: {
      fields: [
        'name',
        'created_by',
        'is_public',
        'attendees',
        'reserved_start_time',
        'reserved_end_time',
        'description',
        'is_token_receive',
      ],
      required: ['name', 'created_by'],
      defaults: {is_public: true, description: '', is_token_receive: true},
    },
    CreateRoomResponse: {fields: ['room_id', 'token']},
    JoinTokenRequest: {fields: ['user_name']},
    JoinTokenResponse: {fields: ['token']},
    UpdateRoomRequest: {
      fields: [
        'name',
        'description',
        'reserved_start_time',
        'reserved_end_time',
        'is_public',
        'is_joinable',
        'requester_id',
      ],
      required: ['requester_id'],
    },
    RequesterRequest: {fields: ['requester_id']},
    AttendeeChangeRequest: {fields: ['requester_id', 'attendees'], required: ['requester_id', 'attendees']},
    AddAttendeesRequest: {fields: ['attendees']},
    RecordRequest: {fields: ['requester_id', 'layout'], required: ['requester_id', 'layout']},
    UserRoleRequest: {fields: ['requester_id', 'user_id'], required: ['requester_id', 'user_id']},
    PublishDataRequest: {fields: ['from', 'to', 'data'], required: ['data']},
    PublishDataResponse: {fields: ['id']},
    AppRoomConfig: {
      fields: [
        'config_max_attendee_count',
        'config_is_joinable_view',
        'config_host_selection_type',
        'config_is_elect_host',
        'config_is_download_record',
      ],
    },
    DeleteRoomsRequest: {fields: ['room_ids']},
    MediaFailure: {fields: ['status', 'message', 'error_code']},
  },
  enums: {
    RoomStatus: {values: ['RESERVED', 'MEETING', 'ENDED'], where: '§3 room_status (RESERVED, MEETING, ENDED); §4'},
    HostSelectionType: {
      values: ['CREATOR', 'FIRST_ENTER_USER'],
      where: '§3 config_host_selection_type (CREATOR or FIRST_ENTER_USER)',
    },
    AttendeeHistoryEventType: {values: ['ENTER', 'LEFT'], where: '§3 "Attendee history event types: ENTER, LEFT"'},
    RoomHistoryEventType: {
      values: ['CREATED', 'UPDATED', 'STATUS_UPDATED', 'DELETED'],
      where: '§3 "Room history event types: CREATED, UPDATED, STATUS_UPDATED, DELETED"',
    },
  },
  inlineEnums: [
    {schema: 'MediaFailure', property: 'status', values: ['FAIL'], where: '§8 "failure body has status FAIL"'},
  ],
  constraints: [],
  // The specification names the time fields and gives the size in bytes, but no format: the contract's are marked.
  formats: [],
  statuses: [],
  inlineRequired: [],
  exampleValues: [
    {property: 'error_code', value: 'FAILED_PRECONDITION', where: '§8 "error_code (for example FAILED_PRECONDITION)"'},
  ],
  errors: [{code: 'FAILED_PRECONDITION'}],
};

const roomUuid = {name: 'room_uuid', in: 'path', required: true} as const;
const chatUserId = {name: 'user_id', in: 'query', required: true} as const;
// The default is the ChatSort schema's ("default title ascending"), which the parameter's schema refers to.
const sortEnum = {name: 'sort_enum', in: 'query', required: false, default: 'TITLE_ASC'} as const;

const chat: SpecInventory = {
  endpoints: [
    {
      operationId: 'createChatRoom',
      method: 'post',
      path: '/v1/chat-room',
      parameters: [],
      body: 'CreateChatRoomRequest',
    },
    {
      operationId: 'joinChatRoom',
      method: 'post',
      path: '/v1/chat-room/{room_uuid}/join',
      parameters: [roomUuid, chatUserId],
    },
    {
      operationId: 'exitChatRoom',
      method: 'post',
      path: '/v1/chat-room/{room_uuid}/exit',
      parameters: [roomUuid, chatUserId],
    },
    {operationId: 'listChatRoomUsers', method: 'get', path: '/v1/chat-room/{room_uuid}/users', parameters: [roomUuid]},
    {operationId: 'listMyChatRooms', method: 'get', path: '/v1/chat-room/my-list', parameters: [chatUserId, sortEnum]},
    {operationId: 'listChatRooms', method: 'get', path: '/v1/chat-room/list', parameters: [sortEnum]},
    {
      operationId: 'deleteChatRoom',
      method: 'delete',
      path: '/v1/chat-room/{room_uuid}',
      parameters: [roomUuid, chatUserId],
    },
  ],
  schemas: {
    ChatRoom: {fields: ['chat_room_type', 'title', 'room_uuid', 'participants_count']},
    CreateChatRoomRequest: {
      fields: ['chat_room_type', 'title', 'operator_ids', 'user_ids', 'is_public'],
      required: ['chat_room_type'],
    },
    RoomUserProfile: {fields: ['user_id']},
    ChatResponse: {fields: ['status', 'data']},
    ChatError: {fields: ['status', 'data']},
  },
  enums: {
    ChatRoomType: {values: ['OPEN', 'GROUP'], where: '§3 chat_room_type (OPEN or GROUP)'},
    ChatSort: {
      values: ['ID_ASC', 'ID_DESC', 'TITLE_ASC', 'TITLE_DESC'],
      default: 'TITLE_ASC',
      where: '§5 "ID_ASC, ID_DESC, TITLE_ASC or TITLE_DESC (default title ascending)"',
    },
  },
  inlineEnums: [
    {
      schema: 'ChatResponse',
      property: 'status',
      values: ['success', 'error'],
      where: '§3 "Response envelope: status (success or error)"',
    },
    {schema: 'ChatError', property: 'status', values: ['error'], where: "§3 the envelope's status of a failure"},
  ],
  constraints: [['ChatRoom', 'room_uuid', 'minLength', 35]],
  formats: [],
  statuses: [],
  inlineRequired: [],
  exampleValues: [],
  errors: [
    // Given without its calls: the contract's list (the calls that take a room_uuid) is marked.
    {httpStatus: 404, message: 'This chatroom is not found'},
    {
      httpStatus: 409,
      message: 'This userID already part of the chatroom',
      operations: {ids: ['joinChatRoom'], where: '§8 "409 on join"'},
    },
    {
      httpStatus: 409,
      message: 'This userID is not part of the chatroom',
      operations: {ids: ['exitChatRoom'], where: '§8 "409 on exit"'},
    },
    {
      httpStatus: 403,
      message: 'This profileID is not operator',
      operations: {ids: ['deleteChatRoom'], where: '§6 "only a room operator may delete a room (otherwise 403)"'},
    },
    {
      httpStatus: 500,
      operations: {ids: ['deleteChatRoom'], where: '§8 "500 on delete when profile info was not removed"'},
    },
    {httpStatus: 400, message: 'unexpected exception'},
    {httpStatus: 500, message: 'unexpected exception'},
  ],
};

const applicationIdQuery = {name: 'application_id', in: 'query', required: true} as const;

const push: SpecInventory = {
  endpoints: [
    {
      operationId: 'listNotifications',
      method: 'get',
      path: '/v1/console/push/send',
      parameters: [
        applicationIdQuery,
        {name: 'page', in: 'query', required: false, default: 1},
        {name: 'size', in: 'query', required: false, default: 10},
      ],
    },
    {
      operationId: 'createNotification',
      method: 'post',
      path: '/v1/console/push/send',
      parameters: [applicationIdQuery],
      body: 'NotificationRequest',
    },
    {
      operationId: 'updateNotification',
      method: 'put',
      path: '/v1/console/push/send',
      parameters: [applicationIdQuery, {name: 'request_uuid', in: 'query', required: true}],
      body: 'NotificationRequest',
    },
    {
      operationId: 'deleteNotifications',
      method: 'delete',
      path: '/v1/console/push/send',
      parameters: [applicationIdQuery],
      body: 'DeleteNotificationsRequest',
    },
    {
      operationId: 'uploadApnsKey',
      method: 'put',
      path: '/v1/console/push/config/apns/key',
      parameters: [
        applicationIdQuery,
        {name: 'bundle_id', in: 'query', required: true},
        {name: 'team_id', in: 'query', required: true},
        {name: 'key_id', in: 'query', required: true},
      ],
      body: 'multipart:auth_key_file',
    },
    {
      operationId: 'uploadApnsCertificate',
      method: 'put',
      path: '/v1/console/push/config/apns/certificate',
      parameters: [applicationIdQuery, {name: 'apns_certificate_password', in: 'query', required: true}],
      body: 'multipart:certificate_file',
    },
    {
      operationId: 'updateAndroidConfig',
      method: 'put',
      path: '/v1/console/push/config/android',
      parameters: [applicationIdQuery],
      body: 'PushAppConfig',
    },
    {operationId: 'getPushConfig', method: 'get', path: '/v1/console/push/config', parameters: [applicationIdQuery]},
    {
      operationId: 'listPushTokens',
      method: 'get',
      path: '/v1/push/token',
      parameters: [{name: 'user_id', in: 'query', required: true}],
    },
    {
      operationId: 'registerPushToken',
      method: 'post',
      path: '/v1/push/token',
      parameters: [],
      body: 'PushTokenRequest',
    },
    {
      operationId: 'deletePushToken',
      method: 'delete',
      path: '/v1/push/token/{push_token}',
      parameters: [
        {name: 'push_token', in: 'path', required: true},
        {name: 'user_id', in: 'query', required: true},
      ],
    },
    {operationId: 'sendAppPush', method: 'post', path: '/v1/push/send', parameters: [], body: 'AppPushRequest'},
    {
      operationId: 'getTransaction',
      method: 'get',
      path: '/v1/push/transaction/{transaction_id}',
      parameters: [{name: 'transaction_id', in: 'path', required: true}],
    },
  ],
  schemas: {
    NotificationRequest: {
      fields: ['title', 'body', 'dispatch_type', 'destination', 'dispatch_date'],
      required: ['title', 'body', 'dispatch_type', 'destination'],
    },
    PushTokenRequest: {
      fields: ['user_id', 'push_type', 'push_token'],
      required: ['user_id', 'push_type', 'push_token'],
    },
    AppPushRequest: {fields: ['recipient_ids', 'push_type', 'title', 'body', 'data']},
    Transaction: {fields: ['recipient_id', 'transaction_id', 'transaction_type', 'status']},
    TransactionDetail: {
      fields: ['recipient_id', 'transaction_id', 'transaction_type', 'status', 'request_id', 'transaction_at'],
    },
    PushTokenList: {fields: ['user_id', 'token_list', 'push_type', 'created_at']},
    PushAppConfig: {fields: ['fcm_server_key', 'package_name', 'bundle_id', 'team_id', 'key_id', 'ios_apns_type']},
    DeleteNotificationsRequest: {fields: ['request_uuids']},
    PushError: {fields: ['code', 'message', 'httpStatus']},
  },
  enums: {
    DispatchType: {
      values: ['IMMEDIATE', 'SCHEDULED', 'RECURRING'],
      where: '§3 dispatch_type (IMMEDIATE, SCHEDULED, RECURRING)',
    },
    Destination: {values: ['ANDROID', 'IOS'], where: '§3 destination (ANDROID, IOS)'},
    // §3 names the two kinds (certificate .p12 or token key .p8), not their values: the contract marks them.
    ApnsType: {values: ['CERTIFICATE', 'TOKEN']},
  },
  inlineEnums: [],
  constraints: [
    ['PushTokenRequest', 'push_type', 'maxLength', 10],
    ['PushTokenRequest', 'push_token', 'pattern', '\\S'],
    ['NotificationRequest', 'dispatch_date', 'pattern', '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}$'],
  ],
  // §3 names created_at and transaction_at, not their format: the contract's date-time is marked.
  formats: [],
  statuses: [
    {operation: 'sendAppPush', status: '202', where: '§7 "POST /v1/push/send (answers 202 with transactions)"'},
  ],
  inlineRequired: [
    {operation: 'uploadApnsKey', required: ['auth_key_file'], where: '§8 "A003 .p8 file missing"'},
    {operation: 'uploadApnsCertificate', required: ['certificate_file'], where: '§8 "A002 .p12 file missing"'},
  ],
  exampleValues: [],
  errors: [
    {
      code: 'A002',
      operations: {
        ids: ['uploadApnsCertificate'],
        where: '§8 "A002 .p12 file missing"; §7 the .p12 file is the certificate_file of PUT .../apns/certificate',
      },
    },
    {
      code: 'A003',
      operations: {
        ids: ['uploadApnsKey'],
        where: '§8 "A003 .p8 file missing"; §7 the .p8 file is the auth_key_file of PUT .../apns/key',
      },
    },
    // Given without its calls: the contract's list is marked.
    {code: 'A004'},
    {
      code: 'A005',
      operations: {ids: ['uploadApnsCertificate'], where: '§8 "A005 .p12 format error"; §7 certificate_file'},
    },
    {code: 'A006', operations: {ids: ['uploadApnsKey'], where: '§8 "A006 .p8 format error"; §7 auth_key_file'}},
    {code: 'A009', httpStatus: 403},
    {
      code: 'A010',
      httpStatus: 422,
      operations: {
        ids: ['updateNotification', 'deleteNotifications'],
        where: '§4 "a scheduled notification can be edited or cancelled only before its send time"; §8 A010',
      },
    },
    {
      code: 'A011',
      httpStatus: 422,
      operations: {
        ids: ['createNotification', 'updateNotification'],
        where: '§5 "Scheduled time must not be earlier than now (error A011)": the calls that take dispatch_date',
      },
    },
    {code: 'N400'},
    {
      code: 'T001',
      httpStatus: 422,
      operations: {ids: ['registerPushToken'], where: '§8 "T001 token already registered": POST /v1/push/token'},
    },
    {code: 'T002'},
    {code: 'T003'},
    {
      code: 'T004',
      httpStatus: 422,
      operations: {
        ids: ['deletePushToken'],
        where: '§8 "T004 token not found (422)": DELETE /v1/push/token/{push_token}, the call that names a token',
      },
    },
    {httpStatus: 204},
  ],
};

export const INVENTORY: Record<SpecName, SpecInventory> = {media, chat, push};
