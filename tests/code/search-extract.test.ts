import {describe, expect, it} from 'vitest';
import {extractPage as extractTree} from '../../plugins/search/build/extract';
import {parseHtml} from '../../postbuild/pipeline';

const extractPage = (html: string) => extractTree(parseHtml(html));

function docPage(
  body: string,
  {version = 'current', docId = 'push/console-push-troubleshooting', description = ''} = {},
): string {
  return `<!doctype html><html class="docs-wrapper plugin-docs plugin-id-default docs-version-${version} docs-doc-page docs-doc-id-${docId}">
<head><title>푸시 문제 해결 | Nuri Developers</title><meta name="description" content="${description}"></head>
<body><nav class="navbar">검색</nav><article><nav class="theme-doc-breadcrumbs">홈</nav>
<div class="theme-doc-toc-mobile"><button>이 페이지에서</button></div>
<div class="theme-doc-markdown markdown"><header><h1>푸시 문제 해결</h1></header>${body}</div></article>
<footer>저작권</footer></body></html>`;
}

describe('search extraction from built pages', () => {
  it('makes one section per h2 and h3 with an id, without permalinks, buttons, code blocks or page chrome', () => {
    const page = extractPage(
      docPage(`<p>들어가며</p><h2 id="a011">A011<a class="hash-link" href="#a011">\u200b</a></h2><p>예약 시간이 지났습니다.</p>
<h3 id="fix">해결<a class="hash-link" href="#fix">\u200b</a></h3><ul><li>시간을</li><li>다시 정합니다.</li></ul><h4>참고</h4><p>끝</p>
<pre><code><span class="token-line">curl</span><button>복사</button></code></pre>`),
    )!;
    expect(page.title).toBe('푸시 문제 해결');
    expect(page.version).toBe('current');
    expect(page.docId).toBe('push/console-push-troubleshooting');
    expect(page.sections).toEqual([
      {anchor: '', heading: '', text: '들어가며'},
      {anchor: 'a011', heading: 'A011', text: '예약 시간이 지났습니다.'},
      {anchor: 'fix', heading: '해결', text: '시간을 다시 정합니다. 참고 끝'},
    ]);
  });

  it("leaves out a page's status line, which many pages share", () => {
    const page = extractPage(
      docPage('<p data-page-status="예시 문서: 예시입니다."><strong>예시 문서</strong> 예시입니다.</p><p>들어가며</p>'),
    )!;
    expect(page.sections).toEqual([{anchor: '', heading: '', text: '들어가며'}]);
  });

  it('makes a section of every API operation, named by its heading, with method, path and summary', () => {
    const page = extractPage(
      docPage(
        `<h2 id="tag/Rooms">Rooms</h2><section id="operation/createRoom"><h3 id="operation/createRoom-title">Create a room</h3>
<span>POST</span> <code>/v1/rooms</code><p>Creates a room.</p></section>
<div id="operation/delegateHost"><h3>Delegate the host</h3><span>POST</span> <code>/v1/rooms/{roomId}/delegate</code></div>`,
        {docId: 'rest-api/media-rest-api'},
      ),
    )!;
    expect(page.sections.map(({anchor, heading}) => [anchor, heading])).toEqual([
      ['tag/Rooms', 'Rooms'],
      ['operation/createRoom', 'Create a room'],
      ['operation/delegateHost', 'Delegate the host'],
    ]);
    expect(page.sections[1]!.text).toBe('POST /v1/rooms Creates a room.');
  });

  it("makes a section of every row of the reference's error catalogue, named by its first cell, keyed by its code and message", () => {
    const page = extractPage(
      docPage(
        `<h2 id="errors">오류 코드</h2><table><thead><tr><th scope="col">HTTP 상태, 오류 코드</th><th scope="col">의미</th></tr></thead><tbody>
<tr id="error/A010" data-error-code="A010"><td><code>422</code><div>오류 코드: <code>A010</code></div></td><td>발송 시각이 지났습니다.</td></tr>
<tr id="error/404-this-chatroom-is-not-found" data-error-message="This chatroom is not found"><td><code>404</code><div>메시지: <code>This chatroom is not found</code></div></td><td>채팅방이 없습니다.</td></tr>
<tr id="error/204"><td><code>204</code></td><td>데이터가 없습니다.</td></tr></tbody></table>`,
        {docId: 'rest-api/push-notification-rest-api'},
      ),
    )!;
    expect(page.sections).toEqual([
      {anchor: 'errors', heading: '오류 코드', text: 'HTTP 상태, 오류 코드 의미'},
      {anchor: 'error/A010', heading: '422 오류 코드: A010', text: '발송 시각이 지났습니다.', keys: ['A010']},
      {
        anchor: 'error/404-this-chatroom-is-not-found',
        heading: '404 메시지: This chatroom is not found',
        text: '채팅방이 없습니다.',
        keys: ['This chatroom is not found'],
      },
      {anchor: 'error/204', heading: '204', text: '데이터가 없습니다.'},
    ]);
  });

  it('adds the page description to the introduction unless the page already says it', () => {
    const said = extractPage(
      docPage('<h2 id="x">개요</h2><p>오류 코드를 정리합니다.</p>', {description: '오류 코드를 정리합니다.'}),
    )!;
    expect(said.sections.map((section) => section.anchor)).toEqual(['x']);
    const unsaid = extractPage(docPage('<h2 id="x">개요</h2><p>본문</p>', {description: 'A002~A011 오류'}))!;
    expect(unsaid.sections[0]).toEqual({anchor: '', heading: '', text: 'A002~A011 오류'});
  });

  it('reads the docs version from the page', () => {
    expect(extractPage(docPage('<p>x</p>', {version: '1.x'}))!.version).toBe('1.x');
  });

  it('skips pages that are not docs', () => {
    expect(extractPage('<html class="plugin-pages"><body><h1>Home</h1></body></html>')).toBeNull();
  });
});
