import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';

import {CHECKED_EXAMPLE_PAGES, CHECKED_WITH_HELM} from '@site/src/data/checkedExamples';
import {version3Page} from '@site/src/lib/i18n';
import styles from './styles.module.css';

/** Tells readers that the examples of this page are run by a real Helm binary in the site's tests. */
export default function ExamplesCheckedNote({source}: {source: string}): ReactNode {
  const page = version3Page(source);
  if (page === null || !CHECKED_EXAMPLE_PAGES.includes(page)) {
    return null;
  }
  return (
    <p className={styles.note} role="note" data-examples-checked="">
      <span aria-hidden="true" className={styles.mark}>
        ✓
      </span>
      <Translate
        id="docs.examplesChecked"
        description="Shown on docs pages whose examples the site's tests run through a real Helm binary"
        values={{release: <code>{CHECKED_WITH_HELM}</code>}}>
        {"Every example on this page that runs without a cluster is run by Helm {release} in this site's tests, and the output shown is the output Helm prints."}
      </Translate>
    </p>
  );
}
