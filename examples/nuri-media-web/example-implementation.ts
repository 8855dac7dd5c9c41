/**
 * A stand-in for `@nuri/media-web` in the web join test: it keeps to the declaration (index.d.ts) and draws what a
 * joined room would show, without a media server. It is not an SDK: the platform publishes none.
 */
import type * as MediaWeb from './index';

const JWT = /^[\w-]+\.[\w-]+\.[\w-]*$/;

export const joinRoom: typeof MediaWeb.joinRoom = async ({token, container, audio = true, video = true}) => {
  if (!JWT.test(token)) throw new TypeError('joinRoom: the token is not a join token');
  const stage = document.createElement('section');
  stage.dataset.mediaRoom = 'joined';
  stage.textContent = `joined · audio ${audio ? 'on' : 'off'} · video ${video ? 'on' : 'off'}`;
  container.replaceChildren(stage);
  return {
    async leave() {
      stage.remove();
    },
  };
};
