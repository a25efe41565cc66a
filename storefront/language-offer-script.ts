// The storefront's language offer (storefront/views/language-links.tsx renders the offers it reveals): a few lines of
// inline script, no dependency, so the browser tests can compare pages' scripts with it.
/**
 * Shows the offer of the browser's most preferred language the site has, unless the page is in it, a language the
 * browser prefers more is the page's, or the shopper dismissed the offers before.
 */
export const LANGUAGE_OFFER_SCRIPT = `(function(){var d=document,k='vt-language-offer';try{if(localStorage.getItem(k))return;}catch(e){}
var cur=(d.documentElement.lang||'').slice(0,2).toLowerCase(),ls=navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language||''];
for(var i=0;i<ls.length;i++){var l=String(ls[i]).slice(0,2).toLowerCase();if(l===cur)return;var o=d.querySelector('[data-vt-offer="'+l+'"]');if(o){o.hidden=false;var b=o.querySelector('[data-vt-offer-close]');if(b)b.addEventListener('click',function(){o.hidden=true;try{localStorage.setItem(k,'1');}catch(e){}});return;}}})();`;
