import {afterEach, describe, expect, it} from 'vitest';
import {cleanup, render, screen} from '@testing-library/react';

import UntranslatedNotice from '@site/src/components/UntranslatedNotice';
import {isUntranslatedSource} from '@site/src/lib/i18n';
import {testContext} from './stubs/useDocusaurusContext';

afterEach(() => {
  cleanup();
  testContext.i18n.currentLocale = 'uk';
});

describe('isUntranslatedSource', () => {
  it('tells the English original served in another locale', () => {
    expect(isUntranslatedSource('@site/versioned_docs/version-3/intro/install.md', 'uk', 'en')).toBe(true);
    expect(isUntranslatedSource('@site/docs/overview.md', 'de', 'en')).toBe(true);
    expect(isUntranslatedSource('@site/blog/2019-11-13-helm-3-released.md', 'uk', 'en')).toBe(true);
  });

  it('accepts files of the current locale only', () => {
    expect(isUntranslatedSource('@site/i18n/uk/docusaurus-plugin-content-docs/version-3/intro/install.md', 'uk', 'en')).toBe(false);
    expect(isUntranslatedSource('@site/i18n/de/docusaurus-plugin-content-docs/version-3/intro/install.md', 'uk', 'en')).toBe(true);
  });

  it('never flags the default locale', () => {
    expect(isUntranslatedSource('@site/versioned_docs/version-3/intro/install.md', 'en', 'en')).toBe(false);
  });
});

describe('UntranslatedNotice', () => {
  it('links a fallback page to its English original and to the localization guide', () => {
    window.history.replaceState(null, '', '/uk/docs/intro/install');
    render(<UntranslatedNotice source="@site/versioned_docs/version-3/intro/install.md" />);
    const note = screen.getByRole('note');
    expect(note.textContent).toContain('not been translated');
    const original = screen.getByRole('link', {name: 'English original'});
    expect(original.getAttribute('href')).toBe('/docs/intro/install');
    expect(original.getAttribute('hreflang')).toBe('en');
    expect(screen.getByRole('link', {name: 'help translate it'}).getAttribute('href')).toBe('/docs/community/localization');
  });

  it('renders nothing on a translated page', () => {
    const {container} = render(
      <UntranslatedNotice source="@site/i18n/uk/docusaurus-plugin-content-docs/version-3/intro/install.md" />,
    );
    expect(container.innerHTML).toBe('');
  });

  it('renders nothing in English', () => {
    testContext.i18n.currentLocale = 'en';
    const {container} = render(<UntranslatedNotice source="@site/versioned_docs/version-3/intro/install.md" />);
    expect(container.innerHTML).toBe('');
  });
});
