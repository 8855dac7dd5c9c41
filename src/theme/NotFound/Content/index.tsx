// Docusaurus's docs plugin answers an unknown path under the docs (every path here: the docs are at the root) with
// the not-found content inside the docs layout, which has no title of its own: both 404 pages were titled only
// "Nuri Developers". The content now names the page in its title ("페이지를 찾을 수 없습니다" / "Page Not Found").
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWithTitle(props: Props): ReactNode {
  return (
    <>
      <PageMetadata title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})} />
      <Content {...props} />
    </>
  );
}
