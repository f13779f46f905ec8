import {inlineScript} from '../lib/inlineScript';

/** The announcement bar's id: change it to show a new announcement to readers who closed the last one. */
export const ANNOUNCEMENT_ID = 'helm4_beta_2';

/**
 * Inline head script: when the stored id is not this announcement's, clears the stored "dismissed" flag before the
 * theme's own inline script reads it; otherwise the theme hides a new announcement on the first visit after the id
 * changed. The theme's logic: https://github.com/facebook/docusaurus/blob/main/packages/docusaurus-theme-classic/src/inlineScripts.ts
 */
export function showNewAnnouncement(id: string): void {
  try {
    if (localStorage.getItem('docusaurus.announcement.id') !== id) {
      localStorage.setItem('docusaurus.announcement.dismiss', 'false');
    }
  } catch {
    // Storage blocked: the theme cannot read the flag either.
  }
}

export const announcementResetScript = inlineScript(showNewAnnouncement, ANNOUNCEMENT_ID);
