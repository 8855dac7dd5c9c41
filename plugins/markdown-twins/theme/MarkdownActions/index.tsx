import {useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import styles from './styles.module.css';

type CopyState = 'idle' | 'copied' | 'failed';

async function copyMarkdown(href: string): Promise<void> {
  const response = await fetch(href);
  if (!response.ok) throw new Error(`${href}: HTTP ${response.status}`);
  await navigator.clipboard.writeText(await response.text());
}

/** "Copy page as Markdown" (needs JavaScript and the clipboard) and "View as Markdown" (a plain link). */
export default function MarkdownActions({href}: {href: string}): ReactNode {
  const isBrowser = useIsBrowser();
  const [state, setState] = useState<CopyState>('idle');
  const copy = () => {
    copyMarkdown(href).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };
  return (
    <div className={styles.actions}>
      {isBrowser && (
        <button type="button" className={styles.action} onClick={copy}>
          {translate({id: 'markdownTwin.copy', message: 'Markdown으로 복사'})}
        </button>
      )}
      <a className={styles.action} href={href} type="text/markdown">
        {translate({id: 'markdownTwin.view', message: 'Markdown으로 보기'})}
      </a>
      <span className={styles.status} role="status">
        {state === 'copied' && translate({id: 'markdownTwin.copied', message: '페이지를 Markdown으로 복사했습니다.'})}
        {state === 'failed' &&
          translate({
            id: 'markdownTwin.copyFailed',
            message: '이 브라우저에서는 클립보드에 복사할 수 없습니다. "Markdown으로 보기"로 열어 복사하세요.',
          })}
      </span>
    </div>
  );
}
