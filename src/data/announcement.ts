/** The announcement bar's id: change it to show a new announcement to readers who closed the last one. */
export const ANNOUNCEMENT_ID = 'helm4_beta_2';

/**
 * Inline head script. When the stored id is not this announcement's, it clears the stored "dismissed" flag
 * before the theme's inline script reads it; otherwise the theme hides a new announcement on the first
 * visit after the id changed. Upstream logic: https://github.com/facebook/docusaurus/blob/main/packages/docusaurus-theme-classic/src/inlineScripts.ts
 */
export const announcementResetScript = `try{if(localStorage.getItem('docusaurus.announcement.id')!==${JSON.stringify(ANNOUNCEMENT_ID)}){localStorage.setItem('docusaurus.announcement.dismiss','false')}}catch(e){}`;
