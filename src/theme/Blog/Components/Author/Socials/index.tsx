// Ejected: no author has social links (src/plugins/blog stops the build if one gains some), and the theme's component imports a dozen network icons into the blog's scripts.
import type {ReactNode} from 'react';
import styles from '@docusaurus/theme-classic/lib/theme/Blog/Components/Author/Socials/styles.module.css';

/** The empty row the theme renders for an author without social links, which keeps author cards aligned. */
export default function AuthorSocials(): ReactNode {
  return <div className={styles.authorSocials} />;
}
