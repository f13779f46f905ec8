/**
 * The Helm 3 pages whose examples the test suite runs through a real Helm binary (scripts/helm-checks), in
 * sessions: the pages of one session share a scratch workspace, in this order. The same list decides which
 * pages show readers the "examples checked" note.
 */
export interface ExampleSession {
  /** Pages relative to the version-3 docs root. */
  pages: readonly string[];
  /** Start from the `Chart.yaml`, `values.yaml`, subchart and helpers that the chart template guide builds. */
  fromGuide?: boolean;
  /** A command that the page names in its prose as its starting point, run before its blocks. */
  setup?: string;
  /** The folder that the page's file titles are relative to. */
  titlesIn?: string;
  /** The home folder the page's outputs show (`/home/dana`), written so in place of the scratch one. */
  homeShownAs?: string;
}

/** The Helm release the examples are run with: the newest build the project's package registries carry. */
export const CHECKED_WITH_HELM = 'v3.18.0';

export const GUIDE_SESSION: ExampleSession = {
  pages: [
    'getting_started',
    'builtin_objects',
    'values_files',
    'functions_and_pipelines',
    'control_structures',
    'variables',
    'named_templates',
    'accessing_files',
    'notes_files',
    'subcharts_and_globals',
    'helm_ignore_file',
    'debugging',
    'yaml_techniques',
    'data_types',
    'wrapping_up',
  ].map((page) => `chart_template_guide/${page}.md`),
};

export const EXAMPLE_SESSIONS: readonly ExampleSession[] = [
  GUIDE_SESSION,
  ...['conventions', 'values', 'templates', 'dependencies', 'labels', 'pods', 'custom_resource_definitions', 'rbac'].map(
    (page): ExampleSession => ({pages: [`chart_best_practices/${page}.md`], fromGuide: true}),
  ),
  {pages: ['intro/using_helm.md']},
  {pages: ['topics/charts.md']},
  {pages: ['topics/library_charts.md']},
  {pages: ['howto/charts_tips_and_tricks.md'], setup: 'helm create webapp', titlesIn: 'webapp'},
  {pages: ['topics/chart_tests.md'], setup: 'helm create webapp', titlesIn: 'webapp'},
  {pages: ['faq/installing.md'], homeShownAs: '/home/dana'},
];

/** The function list, whose table rows are evaluated against the guide's chart. */
export const FUNCTION_LIST_PAGE = 'chart_template_guide/function_list.md';

export const CHECKED_EXAMPLE_PAGES: readonly string[] = [...EXAMPLE_SESSIONS.flatMap((session) => session.pages), FUNCTION_LIST_PAGE];
