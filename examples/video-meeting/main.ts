// Runs the tutorial once: `npx tsx main.ts`, with the environment variables of step 1 set.
import {runMeeting} from './meeting';

runMeeting().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
