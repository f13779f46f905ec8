import type {Registry} from '@docusaurus/types';

/** `@generated/registry` in the browser's production bundle: empty until routes add their loaders (./ComponentCreator.tsx). */
const registry: Registry = {};
export default registry;
