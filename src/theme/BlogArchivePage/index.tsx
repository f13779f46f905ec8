// Ejected: the theme puts the hero <header> outside <main> (a second banner landmark) and jumps from h1 to h3.
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import {useDateTimeFormat} from '@docusaurus/theme-common/internal';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type {Props} from '@theme/BlogArchivePage';

type ArchivePost = Props['archive']['blogPosts'][number];

function Year({year, posts}: {year: string; posts: ArchivePost[]}): ReactNode {
  const dateTimeFormat = useDateTimeFormat({day: 'numeric', month: 'long', timeZone: 'UTC'});
  return (
    <>
      <Heading as="h2" id={year}>
        {year}
      </Heading>
      <ul>
        {posts.map((post) => (
          <li key={post.metadata.date}>
            <Link to={post.metadata.permalink}>
              {dateTimeFormat.format(new Date(post.metadata.date))} - {post.metadata.title}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

function postsByYear(posts: readonly ArchivePost[]): {year: string; posts: ArchivePost[]}[] {
  const years = new Map<string, ArchivePost[]>();
  for (const post of posts) {
    const year = post.metadata.date.split('-')[0]!;
    years.set(year, [post, ...(years.get(year) ?? [])]);
  }
  return [...years].map(([year, yearPosts]) => ({year, posts: yearPosts}));
}

export default function BlogArchive({archive}: Props): ReactNode {
  const title = translate({id: 'theme.blog.archive.title', message: 'Archive', description: 'The page & hero title of the blog archive page'});
  const description = translate({
    id: 'theme.blog.archive.description',
    message: 'Archive',
    description: 'The page & hero description of the blog archive page',
  });
  const years = postsByYear(archive.blogPosts);
  return (
    <>
      <PageMetadata title={title} description={description} />
      <Layout>
        <main>
          <div className="hero hero--primary">
            <div className="container">
              <Heading as="h1" className="hero__title">
                {title}
              </Heading>
              <p className="hero__subtitle">{description}</p>
            </div>
          </div>
          {years.length > 0 && (
            <section className="margin-vert--lg">
              <div className="container">
                <div className="row">
                  {years.map((year) => (
                    <div key={year.year} className="col col--4 margin-vert--lg">
                      <Year {...year} />
                    </div>
                  ))}
                </div>
              </div>
            </section>
          )}
        </main>
      </Layout>
    </>
  );
}
