import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

import ExamplesCheckedNote from '@site/src/components/ExamplesCheckedNote';
import UntranslatedNotice from '@site/src/components/UntranslatedNotice';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <UntranslatedNotice source={metadata.source} />
      <ExamplesCheckedNote source={metadata.source} />
      <Content {...props} />
    </>
  );
}
