import {useEffect, useRef, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import type {Props} from '@theme/PlainCodeBlock';
import useDisplayedCode from '@theme/useDisplayedCode';
import styles from './styles.module.css';

/**
 * A code block with a copy button and no syntax highlighting: every code block while its highlighter is still
 * loading (../CodeBlock), and the API reference's examples and samples. Deliberately plain (no theme hooks): the
 * media reference has over a hundred of them, and the full theme CodeBlock made hydrating the page block the main
 * thread for seconds on a mobile CPU. Its copy button is its own, a text button in a bar above the code: the classic
 * `CodeBlock/Buttons/CopyButton` reads the code from a context only `@docusaurus/theme-common/internal` provides.
 * It uses the classic button's translation ids, so both read the same in every locale.
 */
export default function PlainCodeBlock({code: writtenCode, language, title}: Props): ReactNode {
  const code = useDisplayedCode(writtenCode, language);
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const copy = () => {
    void navigator.clipboard.writeText(code).then(() => {
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), 1500);
    });
  };
  return (
    <div className={styles.block} data-language={language}>
      {title && <div className={styles.title}>{title}</div>}
      <div className={styles.body}>
        {/* The button sits in its own bar above the code, never over a line of it. */}
        <button
          type="button"
          className={styles.copy}
          onClick={copy}
          aria-label={
            copied
              ? translate({
                  id: 'theme.CodeBlock.copied',
                  message: 'Copied',
                  description: 'The copied button label on code blocks',
                })
              : translate({
                  id: 'theme.CodeBlock.copyButtonAriaLabel',
                  message: 'Copy code to clipboard',
                  description: 'The ARIA label for copy code blocks button',
                })
          }>
          {copied
            ? translate({
                id: 'theme.CodeBlock.copied',
                message: 'Copied',
                description: 'The copied button label on code blocks',
              })
            : translate({
                id: 'theme.CodeBlock.copy',
                message: 'Copy',
                description: 'The copy button label on code blocks',
              })}
        </button>
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- scrolling code must take keyboard focus (WCAG 2.1.1) */}
        <pre className={styles.pre} tabIndex={0}>
          <code>{code}</code>
        </pre>
      </div>
    </div>
  );
}
