/**
 * What My values replaces (plugins/my-values' options): the example of each value a reader can set, the variable
 * it has in the guides' code, and the token placeholder of the reference's samples, all from config/product.ts.
 * The conventions page (/console-app-information#conventions) lists the same.
 */
import {
  API_BASE_URL_VARIABLES,
  EXAMPLE_ACCESS_TOKEN,
  EXAMPLE_API_ORIGINS,
  EXAMPLE_APPLICATION_ID,
  EXAMPLE_USER_ID,
} from './product';

export const MY_VALUES = {
  examples: {
    mediaBaseUrl: EXAMPLE_API_ORIGINS.media,
    chatBaseUrl: EXAMPLE_API_ORIGINS.chat,
    pushBaseUrl: EXAMPLE_API_ORIGINS.push,
    applicationId: EXAMPLE_APPLICATION_ID,
    userId: EXAMPLE_USER_ID,
  },
  // The user ID has no variable in the guides.
  variables: {
    mediaBaseUrl: API_BASE_URL_VARIABLES.media,
    chatBaseUrl: API_BASE_URL_VARIABLES.chat,
    pushBaseUrl: API_BASE_URL_VARIABLES.push,
    applicationId: 'APPLICATION_ID',
  },
  accessToken: EXAMPLE_ACCESS_TOKEN,
};
