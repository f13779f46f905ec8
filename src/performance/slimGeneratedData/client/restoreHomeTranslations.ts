/**
 * Imported by the home page, and by nothing else: puts the home page's UI strings, which the browser's shared copy
 * of `codeTranslations` leaves out (../index.ts), back where `translate()` looks them up when the page renders.
 * On the server and the development server the strings are there already and this changes nothing.
 */
import codeTranslations from '@generated/codeTranslations';
import homeTranslations from '@generated/slim-generated-data/default/home-translations.json';

Object.assign(codeTranslations, homeTranslations);
