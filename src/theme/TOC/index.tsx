import type {ReactNode} from 'react';
import TOC from '@theme-original/TOC';
import type TOCType from '@theme/TOC';
import type {WrapperProps} from '@docusaurus/types';
import {translate} from '@docusaurus/Translate';

type Props = WrapperProps<typeof TOCType>;

/** A landmark for the table of contents: on blog posts it sits outside <main>, where axe finds it in no region. */
export default function TOCWrapper(props: Props): ReactNode {
  return (
    <nav aria-label={translate({id: 'theme.TOCCollapsible.toggleButtonLabel', message: 'On this page'})}>
      <TOC {...props} />
    </nav>
  );
}
