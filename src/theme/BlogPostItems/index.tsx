import type {ReactNode} from 'react';
import BlogPostItems from '@theme-original/BlogPostItems';
import type BlogPostItemsType from '@theme/BlogPostItems';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {translate} from '@docusaurus/Translate';

import styles from './styles.module.css';

type Props = WrapperProps<typeof BlogPostItemsType>;

/** The blog list pages have no heading of their own (tag and author pages do): give them their h1. */
export default function BlogPostItemsWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  const blog = useBaseUrl('/blog');
  const isListPage = new RegExp(`^${blog}(/page/\\d+)?/?$`).test(pathname);
  return (
    <>
      {isListPage && (
        <h1 className={styles.visuallyHidden}>
          {translate({id: 'blog.list.heading', message: 'Helm blog', description: 'The heading of the blog list pages, read by screen readers'})}
        </h1>
      )}
      <BlogPostItems {...props} />
    </>
  );
}
