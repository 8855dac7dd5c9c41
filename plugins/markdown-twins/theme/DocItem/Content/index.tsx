// Every doc page names its Markdown twin (<link rel="alternate">) and offers it above the title. A theme wraps
// the component of the theme below it through @theme-init; @theme-original would resolve to this very file.
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Content from '@theme-init/DocItem/Content';
import type {Props} from '@theme/DocItem/Content';
import MarkdownActions from '../../MarkdownActions';

export default function ContentWithMarkdownTwin(props: Props): ReactNode {
  const twin = `${useDoc().metadata.permalink}.md`;
  return (
    <>
      <Head>
        <link rel="alternate" type="text/markdown" href={twin} />
      </Head>
      <MarkdownActions href={twin} />
      <Content {...props} />
    </>
  );
}
