// Wraps the Mermaid diagram to remount it when the colour mode changes. The original keeps one random
// diagram id for its lifetime, so when a page opens in dark mode the light and dark renders race under the
// same id and some diagrams stay empty. A remount gives each colour mode's render its own id.
import type {ReactNode} from 'react';
import type {Props} from '@theme/Mermaid';
import Mermaid from '@theme-original/Mermaid';
import {useColorMode} from '@docusaurus/theme-common';

export default function MermaidForColorMode(props: Props): ReactNode {
  const {colorMode} = useColorMode();
  return <Mermaid key={colorMode} {...props} />;
}
