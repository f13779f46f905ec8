import {afterEach, describe, expect, it} from 'vitest';
import {cleanup, render, screen} from '@testing-library/react';

import TranslationNotice from '@site/src/components/TranslationNotice';
import {isOutdatedTranslation, isUntranslatedSource, OUTDATED_FIELD} from '@site/src/lib/i18n';
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

describe('TranslationNotice', () => {
  it('links a fallback page to its English original and to the localization guide', () => {
    window.history.replaceState(null, '', '/uk/docs/intro/install');
    render(<TranslationNotice source="@site/versioned_docs/version-3/intro/install.md" />);
    const note = screen.getByRole('note');
    expect(note.textContent).toContain('not been translated');
    const original = screen.getByRole('link', {name: 'English original'});
    expect(original.getAttribute('href')).toBe('/docs/intro/install');
    expect(original.getAttribute('hreflang')).toBe('en');
    expect(screen.getByRole('link', {name: 'help translate it'}).getAttribute('href')).toBe('/docs/community/localization');
  });

  it('renders nothing on a translated page', () => {
    const {container} = render(
      <TranslationNotice source="@site/i18n/uk/docusaurus-plugin-content-docs/version-3/intro/install.md" />,
    );
    expect(container.innerHTML).toBe('');
  });

  it('renders nothing in English', () => {
    testContext.i18n.currentLocale = 'en';
    const {container} = render(<TranslationNotice source="@site/versioned_docs/version-3/intro/install.md" />);
    expect(container.innerHTML).toBe('');
  });

  it('tells the reader of an outdated translation that the English changed, and links the English page', () => {
    testContext.i18n.currentLocale = 'de';
    window.history.replaceState(null, '', '/de/docs/intro/install');
    render(<TranslationNotice source="@site/i18n/de/docusaurus-plugin-content-docs/version-3/intro/install.md" outdated />);
    const note = screen.getByRole('note');
    expect(note.hasAttribute('data-outdated-translation-notice')).toBe(true);
    expect(note.textContent).toContain('has changed since this translation was made');
    const original = screen.getByRole('link', {name: 'English page'});
    expect(original.getAttribute('href')).toBe('/docs/intro/install');
    expect(original.getAttribute('hreflang')).toBe('en');
  });

  it('says nothing about a current translation, nor about outdated English', () => {
    testContext.i18n.currentLocale = 'de';
    const current = render(<TranslationNotice source="@site/i18n/de/docusaurus-plugin-content-docs/version-3/intro/install.md" outdated={false} />);
    expect(current.container.innerHTML).toBe('');
    testContext.i18n.currentLocale = 'en';
    const english = render(<TranslationNotice source="@site/versioned_docs/version-3/intro/install.md" outdated />);
    expect(english.container.innerHTML).toBe('');
  });
});

describe('isOutdatedTranslation', () => {
  it('reads the flag the build sets on the metadata of an outdated translation', () => {
    expect(isOutdatedTranslation({source: 'x', [OUTDATED_FIELD]: true})).toBe(true);
    expect(isOutdatedTranslation({source: 'x'})).toBe(false);
  });
});
