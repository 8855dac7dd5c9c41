/** The longest query the search box accepts and the engine reads (characters); one limit for both. */
export const MAX_QUERY_LENGTH = 200;
