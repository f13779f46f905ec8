import type {PropSidebar, PropSidebarItem, PropVersionDocs} from '@docusaurus/plugin-content-docs';
import type {RouteConfig} from '@docusaurus/types';

/** Doc id → description, for the cards one page shows. */
export type CardDescriptions = Record<string, string>;

/** The prop a doc page with cards gets its descriptions in (read by src/theme/DocItem). */
export const CARD_DESCRIPTIONS_PROP = 'cardDescriptions';

type VersionProp = {docs: PropVersionDocs; docsSidebars: Record<string, PropSidebar>};

const isSamePath = (a: string | undefined, b: string): boolean =>
  a !== undefined && a.replace(/\/$/, '') === b.replace(/\/$/, '');

function containsPath(item: PropSidebarItem, path: string): boolean {
  if (item.type === 'link') {
    return isSamePath(item.href, path);
  }
  return item.type === 'category' && (isSamePath(item.href, path) || item.items.some((child) => containsPath(child, path)));
}

/**
 * The items `<DocCardList />` shows on `path` when given none: the deepest sidebar category on the way to the page,
 * or the sidebar's top level (what `useCurrentSidebarSiblings()` of the docs plugin returns).
 */
export function sidebarSiblings(sidebar: PropSidebar, path: string): PropSidebarItem[] {
  let deepest: PropSidebarItem[] = sidebar;
  for (let items = sidebar; ; ) {
    const category = items.find((item) => item.type === 'category' && containsPath(item, path));
    if (category?.type !== 'category') {
      return deepest;
    }
    deepest = items = category.items;
  }
}

/** The descriptions of the docs among `items`, as their cards show them. */
export function descriptionsOf(items: PropSidebarItem[], docs: Record<string, {description?: string}>): CardDescriptions {
  const descriptions: CardDescriptions = {};
  for (const item of items) {
    const description = item.type === 'link' && item.docId ? docs[item.docId]?.description : undefined;
    if (item.type === 'link' && item.docId && description) {
      descriptions[item.docId] = description;
    }
  }
  return descriptions;
}

/**
 * Each version's metadata, which every doc page of the version loads, carries a map of all its docs (id, title,
 * description) that only the theme's DocCard reads, for the descriptions on cards. This empties the map and gives the
 * pages that show cards (`hasCards(route)`: the page renders `<DocCardList />`) the descriptions of their cards;
 * src/theme/DocCard reads them from there. Returns new routes; the input is not changed.
 */
export function moveCardDescriptions(route: RouteConfig, hasCards: (route: RouteConfig) => boolean): RouteConfig {
  const version = (route.props as {version?: VersionProp} | undefined)?.version;
  if (version?.docs && version.docsSidebars) {
    const docs: PropVersionDocs = {};
    const withCards = (child: RouteConfig): RouteConfig => {
      const sidebar = typeof child.sidebar === 'string' ? version.docsSidebars[child.sidebar] : undefined;
      const routes = child.routes?.map(withCards);
      if (!sidebar || !hasCards(child)) {
        return routes ? {...child, routes} : child;
      }
      const descriptions = descriptionsOf(sidebarSiblings(sidebar, child.path), version.docs);
      return {...child, ...(routes && {routes}), props: {...child.props, [CARD_DESCRIPTIONS_PROP]: descriptions}};
    };
    return {...route, props: {...route.props, version: {...version, docs}}, ...(route.routes && {routes: route.routes.map(withCards)})};
  }
  return route.routes ? {...route, routes: route.routes.map((child) => moveCardDescriptions(child, hasCards))} : route;
}
