// The classic theme's code line as a `<span>` instead of a `<div>`: a line sits inside `<pre><code>`, whose content
// model is phrasing content, so a `<div>` there is invalid HTML (the Nu Html Checker's "Element div not allowed as
// child of element code", once per line of every code block). The span is a block box (./styles.module.css), so
// lines lay out, select and copy exactly as before.
import {isValidElement, type ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/CodeBlock/Line';
// The classic theme's line: @theme-init is the theme below this one (@theme-original would be this file).
import ClassicLine from '@theme-init/CodeBlock/Line';
import styles from './styles.module.css';

type LineComponent = (props: Props) => ReactNode;

interface LineElementProps {
  readonly className?: string;
  readonly children?: ReactNode;
}

export default function CodeBlockLine(props: Props): ReactNode {
  // The classic line is called, not rendered, to take the element it returns and give it another tag: its props,
  // tokens and line break stay the theme's own, so nothing of it is copied here. It is a plain function of its props
  // (any hook it used would run here, in the same order every render).
  const line = (ClassicLine as LineComponent)(props);
  if (!isValidElement<LineElementProps>(line) || line.type !== 'div') return line;
  const {className, ...rest} = line.props;
  return <span {...rest} className={clsx(className, styles.line)} />;
}
