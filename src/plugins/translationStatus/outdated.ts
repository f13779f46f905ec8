import {OUTDATED_FIELD} from '../../lib/i18n';
import {englishHash, pagePair, recordedHash} from '../../../scripts/translations/status';

/**
 * Flags the translated docs pages and blog posts whose English original has changed since the translation was
 * made (or that were never marked), so that their page shows the outdated notice (src/components/TranslationNotice).
 * Current translations and English pages get no field at all, so their metadata does not grow.
 */
export function flagOutdatedTranslations(items: ReadonlyArray<{source: string}>): number {
  let outdated = 0;
  for (const item of items) {
    const pair = pagePair(item.source.replace(/^@site\//, ''));
    if (!pair) continue;
    if (recordedHash(pair.translation).hash !== englishHash(pair.english)) {
      Object.assign(item, {[OUTDATED_FIELD]: true});
      outdated += 1;
    }
  }
  return outdated;
}
