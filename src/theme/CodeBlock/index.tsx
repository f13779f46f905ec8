import type {ReactNode} from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof CodeBlockType>;

/** Code is searchable, so commands and flags are found, but weighs less than prose in the ranking. */
export default function CodeBlockWrapper(props: Props): ReactNode {
  return (
    <div data-pagefind-weight="0.4">
      <CodeBlock {...props} />
    </div>
  );
}
