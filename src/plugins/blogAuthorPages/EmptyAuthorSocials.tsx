import type {ReactNode} from 'react';
import styles from '@docusaurus/theme-classic/lib/theme/Blog/Components/Author/Socials/styles.module.css';

/**
 * What the theme's author socials render for an author without social links: an empty row that keeps the author
 * cards aligned. Used instead of the theme's component when no author has social links (./index.ts), so the dozen
 * social network icons it imports stay out of the blog's scripts.
 */
export default function EmptyAuthorSocials(): ReactNode {
  return <div className={styles.authorSocials} />;
}
