// The tutorial's steps in order, as the backend runs them for one meeting.
import {checkDelivery} from './checkDelivery';
import {closeRoom, deleteChatRoom} from './closeMeeting';
import {createChatRoom} from './createChatRoom';
import {createRoom} from './createRoom';
import {issueJoinToken} from './issueJoinToken';
import {notifyAttendees} from './notifyAttendees';
import {registerPushToken} from './registerPushToken';

// In a real backend these come from the signed-in users' sessions, never from what an app sends.
const host = 'user-1001';
const attendee = {id: 'user-1002', name: 'Jiwoo Kim'};
const attendeePushToken =
  'fGx3Rk7TQe6vN2bWm1YcZp:APA91bHq8sV0nR4tK2yL6wE9xJ3uC7iO1aD5fG8hM0pQ2rS4tU6vW8xY0zA2bC4dE6fG8hJ0kL2mN4oP6qR8sT0uV2wX4yZ6aB8cD0eF2gH4iJ6kL8mN0oP2qZr7Hs2Kd9Vb4Nq6Wj1C';
const name = 'Weekly design review';

export async function runMeeting(log: (...values: unknown[]) => void = console.log): Promise<void> {
  log('2. push token:', await registerPushToken(attendee.id, attendeePushToken));

  const room = await createRoom(name, host, [attendee.id]);
  log('3. room:', room.roomId, room.hostToken ? '(host token received)' : '(no host token)');

  const attendeeToken = await issueJoinToken(room.roomId, attendee.id, attendee.name);
  log('4. attendee join token:', `${attendeeToken.slice(0, 12)}...`);

  const chatRoomUuid = await createChatRoom(name, host, [host, attendee.id]);
  log('5. chat room:', chatRoomUuid);

  const transactions = await notifyAttendees([attendee.id], {name, roomId: room.roomId, chatRoomUuid});
  log('6. push transactions:', transactions.length);

  for (const {transactionId, detail} of await checkDelivery(transactions)) {
    log('7. delivery:', transactionId, detail?.status ?? '(no data)');
  }

  log('8. room:', await closeRoom(room.roomId, host));
  await deleteChatRoom(chatRoomUuid, host);
  log('8. chat room deleted');
}
