import {checkDelivery} from './checkDelivery';
import {closeRoom, deleteChatRoom} from './closeMeeting';
import {createChatRoom} from './createChatRoom';
import {createRoom} from './createRoom';
import {issueJoinToken} from './issueJoinToken';
import {notifyAttendees, type Notice} from './notifyAttendees';
import {registerPushToken} from './registerPushToken';

export interface Sample {
  meetingName: string;
  hostId: string;
  attendee: {id: string; name: string; pushToken: string};
  notice: Notice;
}

export async function runMeeting(sample: Sample, log: (...values: unknown[]) => void = console.log): Promise<void> {
  const {meetingName, hostId, attendee, notice} = sample;
  log('2. registerPushToken:', await registerPushToken(attendee.id, 'FCM', attendee.pushToken));

  const room = await createRoom(meetingName, hostId, [attendee.id]);
  log('3. createRoom:', room.roomId, room.hostToken ? `${room.hostToken.slice(0, 12)}...` : '-');

  const attendeeToken = await issueJoinToken(room.roomId, attendee.id, attendee.name);
  log('4. issueJoinToken:', `${attendeeToken.slice(0, 12)}...`);

  const chatRoomUuid = await createChatRoom(meetingName, hostId, [hostId, attendee.id]);
  log('5. createChatRoom:', chatRoomUuid);

  const transactions = await notifyAttendees([attendee.id], notice, {roomId: room.roomId, chatRoomUuid});
  log('6. sendAppPush:', transactions.length);

  for (const {transactionId, detail} of await checkDelivery(transactions)) {
    log('7. getTransaction:', transactionId, detail?.status ?? '-');
  }

  log('8. closeRoom:', await closeRoom(room.roomId, hostId));
  await deleteChatRoom(chatRoomUuid, hostId);
  log('8. deleteChatRoom: done');
}
