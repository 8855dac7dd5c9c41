import {applicationApi} from './applicationApi';
import type {components} from './generated/media';

type RoomHistoryEventType = components['schemas']['RoomHistoryEventType'];
type AttendeeHistoryEventType = components['schemas']['AttendeeHistoryEventType'];

export interface HistoryFilter<EventType> {
  event_type?: EventType;
  user_id?: string;
}

export function listRoomHistory(
  applicationId: string,
  filter: HistoryFilter<RoomHistoryEventType> = {},
): Promise<unknown> {
  return applicationApi(applicationId, 'GET', '/history/rooms', {...filter});
}

export function listAttendeeHistory(
  applicationId: string,
  filter: HistoryFilter<AttendeeHistoryEventType> = {},
): Promise<unknown> {
  return applicationApi(applicationId, 'GET', '/history/attendees', {...filter});
}
