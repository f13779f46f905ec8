import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc, useSidebarBreadcrumbs} from '@docusaurus/plugin-content-docs/client';

import ExamplesCheckedNote from '@site/src/components/ExamplesCheckedNote';
import PageMarkdownActions from '@site/src/components/PageMarkdownActions';
import SearchIndexed from '@site/src/components/SearchIndexed';
import TranslationNotice from '@site/src/components/TranslationNotice';
import {isOutdatedTranslation} from '@site/src/lib/i18n';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  const breadcrumbs = useSidebarBreadcrumbs() ?? [];
  const section = breadcrumbs
    .slice(0, -1)
    .map((item) => item.label)
    .join(' › ');
  return (
    <>
      <TranslationNotice source={metadata.source} outdated={isOutdatedTranslation(metadata)} />
      <ExamplesCheckedNote source={metadata.source} />
      <PageMarkdownActions />
      <SearchIndexed scope={`docs-${metadata.version}`} title={metadata.title} section={section}>
        <Content {...props} />
      </SearchIndexed>
    </>
  );
}
