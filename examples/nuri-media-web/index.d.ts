/**
 * `@nuri/media-web`, the site's example media client SDK for browsers (config/product.ts names it; pages that use
 * it mark it as the site's convention). The API specification defines no client SDK: this declaration is the one
 * place its functions are named, so every page's browser code is type-checked against the same API.
 */

export interface JoinRoomOptions {
  /** The join token the reader's backend issued for this user and room (POST /v1/rooms/{roomId}/attendees/{userId}/token). */
  token: string;
  /** The element the SDK draws the meeting's video into. */
  container: HTMLElement;
  audio?: boolean;
  video?: boolean;
}

/** The room the user joined. */
export interface MediaRoom {
  /** Leaves the room: this user only; the room goes on. */
  leave(): Promise<void>;
}

/** Joins the room the token is for, as the user it is for. Rejects when the token is not a join token. */
export function joinRoom(options: JoinRoomOptions): Promise<MediaRoom>;
