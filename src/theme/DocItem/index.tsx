import React, {type ReactNode} from 'react';
import DocItem from '@theme-original/DocItem';
import type DocItemType from '@theme/DocItem';
import type {WrapperProps} from '@docusaurus/types';

import type {CardDescriptions} from '@site/src/plugins/docCardDescriptions/cardDescriptions';
import {CardDescriptionsContext} from '@site/src/plugins/docCardDescriptions/client/context';

type Props = WrapperProps<typeof DocItemType> & {cardDescriptions?: CardDescriptions};

/** Hands the descriptions a page with cards gets from src/plugins/docCardDescriptions to its cards. */
export default function DocItemWrapper({cardDescriptions, ...props}: Props): ReactNode {
  const page = <DocItem {...props} />;
  return cardDescriptions ? <CardDescriptionsContext.Provider value={cardDescriptions}>{page}</CardDescriptionsContext.Provider> : page;
}
