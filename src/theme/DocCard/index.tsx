import React, {useContext, type ReactNode} from 'react';
import DocCard from '@theme-original/DocCard';
import type DocCardType from '@theme/DocCard';
import type {WrapperProps} from '@docusaurus/types';

import {CardDescriptionsContext} from '@site/src/plugins/docCardDescriptions/client/context';

type Props = WrapperProps<typeof DocCardType>;

/**
 * A doc's card shows its description from the page's own data (src/plugins/docCardDescriptions). The theme's card
 * would look the doc up by id in the version metadata, whose map of docs that plugin empties: the card gets no id.
 */
export default function DocCardWrapper({item, ...props}: Props): ReactNode {
  const descriptions = useContext(CardDescriptionsContext);
  if (item.type !== 'link' || !item.docId) {
    return <DocCard {...props} item={item} />;
  }
  const {docId, ...link} = item;
  return <DocCard {...props} item={{...link, description: item.description ?? descriptions[docId]}} />;
}
