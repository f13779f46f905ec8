import type {ReactNode} from 'react';
import Content from '@theme-original/BlogPostItem/Content';
import type ContentType from '@theme/BlogPostItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import {translate} from '@docusaurus/Translate';

import SearchIndexed from '@site/src/components/SearchIndexed';
import TranslationNotice from '@site/src/components/TranslationNotice';
import {isOutdatedTranslation} from '@site/src/lib/i18n';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  if (!isBlogPostPage) {
    return <Content {...props} />;
  }
  const blog = translate({id: 'search.scope.blog', message: 'Blog', description: 'The search scope of blog posts, and the section shown for a post'});
  return (
    <>
      <TranslationNotice source={metadata.source} outdated={isOutdatedTranslation(metadata)} />
      <SearchIndexed scope="blog" title={metadata.title} section={`${blog} · ${metadata.date.slice(0, 10)}`}>
        <Content {...props} />
      </SearchIndexed>
    </>
  );
}
