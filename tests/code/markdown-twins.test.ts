import {describe, expect, it} from 'vitest';
import {
  htmlToMarkdown as treeToMarkdown,
  pageStatus as treeStatus,
  type TwinLinks,
} from '../../plugins/markdown-twins/htmlToMarkdown';
import {parseHtml} from '../../postbuild/pipeline';
import {llmsFullTxt, llmsTxt} from '../../plugins/markdown-twins/llmsTxt';

const htmlToMarkdown = (html: string, twinLinks: TwinLinks) => treeToMarkdown(parseHtml(html), twinLinks);
const pageStatus = (html: string) => treeStatus(parseHtml(html));

const links = {twinOf: (path: string) => (path === '/api-media' ? '/api-media.md' : undefined)};

const page = (article: string) =>
  `<!doctype html><html><body><nav>breadcrumbs</nav><div class="theme-doc-markdown markdown">${article}</div><footer>edit this page</footer></body></html>`;

describe('a page as Markdown', () => {
  it('keeps the article only, without anchor links and buttons', async () => {
    const markdown = await htmlToMarkdown(
      page(
        '<header><h1>회의실</h1></header><h2 id=a>상태<a class=hash-link href=#a>​</a></h2><p>본문<button>복사</button></p><!-- -->',
      ),
      links,
    );
    expect(markdown).toBe('# 회의실\n\n## 상태\n\n본문\n');
  });

  it('writes a Prism code block as a fence with its language and lines', async () => {
    const markdown = await htmlToMarkdown(
      page(
        '<div class="language-bash codeBlockContainer"><pre class="prism-code language-bash"><code><div class=token-line><span>curl -X POST \\</span><br></div><div class=token-line><span>  "$BASE/v1/rooms"</span><br></div></code></pre><button>Copy</button></div>',
      ),
      links,
    );
    expect(markdown).toBe('```bash\ncurl -X POST \\\n  "$BASE/v1/rooms"\n```\n');
  });

  it('writes a reference example, a table and an admonition', async () => {
    const markdown = await htmlToMarkdown(
      page(
        [
          '<p><span data-method=post>POST</span><code>/v1/rooms</code></p>',
          '<table><thead><tr><th>필드<th>필수 여부<tbody><tr><td><code>name</code><td><span data-requirement=required>필수</span></table>',
          '<div data-language=json><div class=title>예시</div><pre><code>{"a": 1}</code></pre></div>',
          '<div class="theme-admonition alert"><div class=admonitionHeading_q><svg></svg>팁</div><div class=admonitionContent_q><p>먼저 <a href="/api-media#room">개요</a>를 읽으세요.</p></div></div>',
        ].join(''),
      ),
      links,
    );
    expect(markdown).toContain('**POST** `/v1/rooms`');
    expect(markdown).toContain('| 필드 | 필수 여부 |\n| - | - |\n| `name` | *필수* |');
    expect(markdown).toContain('예시\n\n```json\n{"a": 1}\n```');
    expect(markdown).toContain('> **팁**\n>\n> 먼저 [개요](/api-media.md#room)를 읽으세요.');
  });

  it('writes a diagram drawn at build time as its Mermaid source, not its drawings', async () => {
    const source = 'flowchart LR\n  accTitle: 흐름\n  accDescr: A에서 B로 갑니다.\n  A["앱"] --> B["백엔드"]';
    const markdown = await htmlToMarkdown(
      page(
        `<p>앞</p><div data-diagram=ab12 data-diagram-source="${source.replace(/"/g, '&quot;')}"><div role=region aria-label=흐름><div><svg><title>흐름</title><text>앱</text></svg></div><div><svg><text>앱</text></svg></div></div></div><p>뒤</p>`,
      ),
      links,
    );
    expect(markdown).toBe(`앞\n\n\`\`\`mermaid\n${source}\n\`\`\`\n\n뒤\n`);
  });

  it("writes a field's constraints in its table cell after its requirement, the emphasis intact", async () => {
    const markdown = await htmlToMarkdown(
      page(
        '<table><thead><tr><th>Field<th>Description<tbody><tr><td><code>type</code> <span><code>ApnsType</code> <span data-requirement=optional>Optional</span></span><ul><li><code>enum: "CERTIFICATE", "TOKEN"</code><li><code>maxLength: 10</code></ul><td>How the app signs in.</table>',
      ),
      links,
    );
    expect(markdown).toContain(
      '| `type` `ApnsType` *Optional* `enum: "CERTIFICATE", "TOKEN"` `maxLength: 10` | How the app signs in. |',
    );
  });

  it("writes the convention marker's badge as its label in parentheses, in a paragraph and in a table cell", async () => {
    const badge = '<a class=badge_x href="/api-media#conventions" data-convention=example>예시 규칙</a>';
    const markdown = await htmlToMarkdown(
      page(
        `<p><code>200</code> ${badge} 처리됨</p><details><summary><code>404</code> <span data-convention=example>예시 규칙</span> 없음</summary></details><div role=note data-convention=recommendation><p><span>권장 처리</span> 정하지 않은 내용입니다.</p></div><table><thead><tr><th>필드<th>설명<tbody><tr><td><code>push_type</code><td>토큰 종류 <span>${badge} 값은 이 문서가 정했습니다.</span></table>`,
      ),
      links,
    );
    expect(markdown).toContain('`200` ([예시 규칙](/api-media.md#conventions)) 처리됨');
    // Inside a summary the badge is no link; the block marker keeps its title as it is.
    expect(markdown).toContain('`404` (예시 규칙) 없음');
    expect(markdown).toContain('\n권장 처리 정하지 않은 내용입니다.\n');
    expect(markdown).toContain(
      '| `push_type` | 토큰 종류 ([예시 규칙](/api-media.md#conventions)) 값은 이 문서가 정했습니다. |',
    );
  });

  it('reads the status line a page sets for machine readers, from its article only', () => {
    const status =
      '<p data-page-status="예시 문서: 예시입니다."><strong>예시 문서</strong> 예시입니다. <a href="/x">규칙</a></p>';
    expect(pageStatus(page(`<header><h1>t</h1></header>${status}<p>본문</p>`))).toBe('예시 문서: 예시입니다.');
    expect(pageStatus(`<html><body>${status}</body></html>`)).toBeUndefined();
    expect(pageStatus(page('<p>본문</p>'))).toBeUndefined();
  });

  it('reads every status line of the article, in page order', () => {
    const lines = '<p data-page-status="첫째."></p><p>본문</p><h2>절</h2><p data-page-status=" 둘째. "></p>';
    expect(pageStatus(page(lines))).toBe('첫째. 둘째.');
  });

  it('leaves pages without an article alone', async () => {
    expect(await htmlToMarkdown('<html><body><main>landing</main></body></html>', links)).toBeUndefined();
  });
});

describe('llms.txt', () => {
  it('has a title, a summary and a section per area with described links', () => {
    const index = llmsTxt('Nuri Developers', 'Docs\nof the platform.', 'Links are Markdown.', [
      {title: '미디어', pages: [{title: '개요', description: '회의실과\n참석자', url: 'https://x.test/api-media.md'}]},
      {title: 'Empty', pages: []},
    ]);
    expect(index).toBe(
      '# Nuri Developers\n\n> Docs of the platform.\n\nLinks are Markdown.\n\n## 미디어\n\n- [개요](https://x.test/api-media.md): 회의실과 참석자\n',
    );
    expect(llmsFullTxt(index, [{url: 'https://x.test/api-media.md', markdown: '# 개요\n'}])).toBe(
      `${index}\n---\n\nSource: https://x.test/api-media.md\n\n# 개요\n`,
    );
  });

  it("puts a page's status line before its description", () => {
    const index = llmsTxt('T', 'S', 'D', [
      {
        title: '아바타',
        pages: [
          {
            title: '개요',
            status: '예시 문서: 예시\n입니다.',
            description: '아바타 소개',
            url: 'https://x.test/avatar.md',
          },
          {title: '적용', status: '예시 문서: 예시입니다.', url: 'https://x.test/avatar-apply.md'},
        ],
      },
    ]);
    expect(index).toContain(
      '- [개요](https://x.test/avatar.md): 예시 문서: 예시 입니다. 아바타 소개\n- [적용](https://x.test/avatar-apply.md): 예시 문서: 예시입니다.\n',
    );
  });
});
