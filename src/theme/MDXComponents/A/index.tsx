import type {ReactNode} from 'react';
import A from '@theme-original/MDXComponents/A';
import type AType from '@theme/MDXComponents/A';
import type {WrapperProps} from '@docusaurus/types';
import IconExternalLink from '@theme/Icon/ExternalLink';

type Props = WrapperProps<typeof AType>;

/** Markdown links to other sites get the same "(opens in new tab)" icon as navbar and footer links. */
export default function AWrapper(props: Props): ReactNode {
  const external = typeof props.href === 'string' && /^https?:\/\//.test(props.href);
  if (!external) {
    return <A {...props} />;
  }
  return (
    <A {...props}>
      {props.children}
      <IconExternalLink />
    </A>
  );
}
