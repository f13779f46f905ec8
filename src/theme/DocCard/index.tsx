import React, {useContext, type ReactNode} from 'react';
import DocCard from '@theme-original/DocCard';
import type DocCardType from '@theme/DocCard';
import type {WrapperProps} from '@docusaurus/types';

import {CardDescriptionsContext} from '@site/src/plugins/docCardDescriptions/context';

type Props = WrapperProps<typeof DocCardType>;

/** A doc's card shows its description from the page's own data (src/plugins/docCardDescriptions). */
export default function DocCardWrapper({item, ...props}: Props): ReactNode {
  const descriptions = useContext(CardDescriptionsContext);
  const description = item.type === 'link' && item.docId && !item.description ? descriptions[item.docId] : undefined;
  return <DocCard {...props} item={description ? {...item, description} : item} />;
}
