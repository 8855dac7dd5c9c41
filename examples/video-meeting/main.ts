import {runMeeting} from './meeting';
import {sample} from './sample';

await runMeeting(sample);
