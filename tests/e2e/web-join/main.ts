/**
 * The test page of tests/e2e/web-join.spec.ts: it loads the browser code of /media-sdk-web (examples/media-web)
 * as the page shows it and hands its functions to the test, which calls them as the reader's app would.
 */
import {createMeeting} from '../../../examples/media-web/join';
import {enterMeeting, leaveMeeting} from '../../../examples/media-web/meeting';

Object.assign(window, {webJoin: {createMeeting, enterMeeting, leaveMeeting}});
