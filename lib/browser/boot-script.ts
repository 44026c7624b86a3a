import { rememberedTabLabels, restoreCodeTabs, selectCodeTab } from './code-tabs';
import { initialColorMode, PREFERS_DARK_QUERY } from './color-mode';
import { mediaMatches, readStored } from './guarded-apis';
import { siteConfig } from '../site-config';
import { normalizePath } from '../navigation/routes';

/**
 * Runs in <head> before first paint, so a reader never sees a flash: it applies the stored
 * colour mode, hides a dismissed announcement bar, and cleans `.html`/trailing-slash URLs for
 * hosts that serve those files as they are. Storage and matchMedia go through the guards of
 * guarded-apis.ts, since either can be missing or throw. It also marks
 * <html> with data-js so that controls needing JavaScript show only when it runs, and sets the
 * loading indicators' delays through the CSSOM, which the Content-Security-Policy allows where
 * style attributes in the markup would need 'unsafe-inline'.
 *
 * Remembered code tabs are restored through a MutationObserver because the groups are below this
 * script, not parsed yet, and their labels are open-ended (CSS prepared for each label would not
 * be). Its callback runs as a microtask at the end of the task that inserted the nodes (a parser
 * chunk, or React's commit on a client navigation), and a browser only renders between tasks, so
 * every group is switched before it is first painted: no flash and no layout shift.
 *
 * Last, it registers the base-URL banner (`baseUrlBannerScript`), shown at the load event.
 */
export function bootScript(): string {
  const options = {
    themeKey: siteConfig.storageKeys.colorMode,
    respect: siteConfig.colorMode.respectPrefersColorScheme,
    defaultMode: siteConfig.colorMode.defaultMode,
    announcementKey: siteConfig.storageKeys.announcementDismissed,
    announcementId: siteConfig.announcement.id,
    progressDelay: `${siteConfig.delays.progressBarMs}ms`,
    spinnerDelay: `${siteConfig.delays.lazyLoadMs}ms`,
    codeTabsKey: siteConfig.storageKeys.codeTabs,
    prefersDarkQuery: PREFERS_DARK_QUERY,
  };
  return `(function(o){
var root=document.documentElement;
root.setAttribute('data-js','');
root.style.setProperty('--route-progress-delay',o.progressDelay);
root.style.setProperty('--spinner-delay',o.spinnerDelay);
var initialColorMode=${initialColorMode.toString()};
var normalizePath=${normalizePath.toString()};
var readStored=${readStored.toString()};
var mediaMatches=${mediaMatches.toString()};
root.setAttribute('data-theme',initialColorMode(readStored(o.themeKey),mediaMatches(o.prefersDarkQuery),o.respect,o.defaultMode));
if(readStored(o.announcementKey)===o.announcementId)root.setAttribute('data-announcement-dismissed','');
var clean=normalizePath(location.pathname);
if(clean!==location.pathname)history.replaceState(history.state,'',clean+location.search+location.hash);
var selectCodeTab=${selectCodeTab.toString()};
var rememberedTabLabels=${rememberedTabLabels.toString()};
var restoreCodeTabs=${restoreCodeTabs.toString()};
var readTabLabels=function(){return rememberedTabLabels(readStored(o.codeTabsKey))};
new MutationObserver(function(){restoreCodeTabs(document,readTabLabels,selectCodeTab)}).observe(root,{childList:true,subtree:true});
})(${JSON.stringify(options)});
${baseUrlBannerScript()}`;
}

/**
 * Shown when the JavaScript app never started, which is what happens when the export is
 * served under another path than the one it was built for (`BASE_PATH`, siteConfig.baseUrl): every
 * asset URL then misses. It styles itself, because the stylesheet failed to load as well, through
 * `element.style` (the CSSOM), which the Content-Security-Policy allows; `style="…"` in markup
 * would be blocked.
 */
function baseUrlBannerScript(): string {
  const baseUrl = JSON.stringify(siteConfig.baseUrl);
  return `window.addEventListener('load',function(){
if(window.next)return;
var b=document.createElement('div');
b.id='base-url-issue-banner';
b.setAttribute('role','alert');
b.style.cssText='border:3px solid #b45309;background:#fff7e6;color:#1c1e21;margin:12px;padding:12px 16px;font:16px/1.5 system-ui,sans-serif;border-radius:6px';
b.innerHTML='<b>This site did not load properly.</b> Its base URL may be misconfigured: it was built for the base URL <code>'+${baseUrl}+'</code>, but this page is served at <code></code>. Build it with <code>BASE_PATH</code> set to the path it is served under, or serve it where it was built for.';
b.querySelectorAll('code')[1].textContent=location.pathname;
document.body.prepend(b);
});`;
}
