/** Front matter fields the post metadata already carries at its top level (title, date, tags...). */
const FRONT_MATTER_REPEATED_IN_METADATA = ['title', 'description', 'slug', 'authors', 'tags', 'date'] as const;

type PostMetadata = {
  permalink: string;
  source: string;
  frontMatter: Record<string, unknown>;
  tags?: Array<Record<string, unknown>>;
  authors?: Array<Record<string, unknown>>;
};

const isPostMetadata = (data: unknown): data is PostMetadata =>
  typeof data === 'object' && data !== null && 'permalink' in data && 'source' in data && 'frontMatter' in data;

/**
 * Each post's metadata travels with its preview on every list page (ten per page) and with the post itself; the
 * theme never reads the tag and author descriptions in it (tag and author pages have their own), nor the front
 * matter fields repeated at its top level. Other data passes through untouched.
 */
export function slimPostMetadata(data: string | object): string | object {
  if (!isPostMetadata(data)) {
    return data;
  }
  const withoutDescription = ({description: _description, ...rest}: Record<string, unknown>) => rest;
  const frontMatter = Object.fromEntries(
    Object.entries(data.frontMatter).filter(([key]) => !(FRONT_MATTER_REPEATED_IN_METADATA as readonly string[]).includes(key)),
  );
  return {
    ...data,
    frontMatter,
    ...(data.tags && {tags: data.tags.map(withoutDescription)}),
    ...(data.authors && {authors: data.authors.map(withoutDescription)}),
  };
}
