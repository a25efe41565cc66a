// The builder's canvas document: the site's real shell (tokens, header, footer, merchant CSS/JS) served on the
// storefront host at /__vitrine/preview?token=…, for a site published or not, to holders of a preview grant.
// The dashboard frames it in <iframe sandbox="allow-scripts"> (no allow-same-origin: an opaque origin that can
// read neither the dashboard's cookies nor its DOM) and sends it rendered blocks by postMessage; the script
// below swaps them in, outlines the selected block and reports clicks on blocks. Nothing here is cached.
import { isLocale } from '@/lib/i18n/translator';
import { localizeData } from './languages';
import { createElement } from 'react';
import { config } from '@/lib/config';
import type { Db } from '@/lib/db/client';
import { isPreviewGranted } from '@/lib/domain/site/preview';
import { siteStamp } from '@/lib/domain/storefront/snapshot';
import { draftSiteData } from './draft-preview';
import { renderView } from './page-document';
import { renderToHtml } from './render-html';

/** The canvas script: messages only from the dashboard's origin, to the dashboard's origin. */
export function previewScript(appOrigin: string): string {
  return `(function(){
var app=${JSON.stringify(appOrigin)};
var root=document.getElementById('vt-preview-root');
var css=document.getElementById('vt-preview-css');
var selected=-1;
function mark(scroll){
  var old=root.querySelectorAll('[data-vt-selected]');
  for(var i=0;i<old.length;i++)old[i].removeAttribute('data-vt-selected');
  var el=root.querySelector('[data-vt-block="'+selected+'"]');
  if(el){el.setAttribute('data-vt-selected','');if(scroll)el.scrollIntoView({block:'nearest'});}
}
window.addEventListener('message',function(e){
  if(e.source!==window.parent||e.origin!==app)return;
  var m=e.data||{};
  if(m.type==='vitrine:render'){root.innerHTML=m.html;css.textContent=m.css;selected=typeof m.selected==='number'?m.selected:-1;mark(false);}
  if(m.type==='vitrine:select'){selected=m.index;mark(true);}
});
document.addEventListener('click',function(e){
  var t=e.target;if(!t||!t.closest)return;
  if(t.closest('a,button,summary,form'))e.preventDefault();
  var block=t.closest('[data-vt-block]');
  if(block&&root.contains(block)){selected=Number(block.getAttribute('data-vt-block'));mark(false);window.parent.postMessage({type:'vitrine:selected',index:selected},app);}
},true);
document.addEventListener('submit',function(e){e.preventDefault();},true);
window.parent.postMessage({type:'vitrine:ready'},app);
})();`;
}

const PREVIEW_STYLE =
  '[data-vt-block]{position:relative;cursor:pointer}' +
  '[data-vt-block]:hover{outline:2px dashed rgba(23,96,90,.55);outline-offset:-2px}' +
  '[data-vt-selected]{outline:3px solid #17605a!important;outline-offset:-3px}' +
  '.vt-preview-invalid{margin:1rem auto;max-width:40rem;padding:1rem;border:2px dashed #b91c1c;color:#7f1d1d;background:#fef2f2;font:500 14px/1.4 system-ui,sans-serif;text-align:center}';

const notFound = () =>
  new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

/** The canvas document for a GET of the preview path (./routing.ts) carrying a valid grant; else 404. */
export async function servePreview(db: Db, slug: string, request: Request): Promise<Response> {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const stamp = await siteStamp(db, slug);
  if (!stamp || !(await isPreviewGranted(db, stamp.id, token))) return notFound();
  // The draft's shell (its theme, code and navigation): the builder edits the draft.
  const draft = await draftSiteData(db, stamp.id, '');
  if (!draft) return notFound();
  // ?language=nl: the shell in the language the builder edits (its navigation titles and words).
  const language = new URL(request.url).searchParams.get('language');
  const data = isLocale(language) ? localizeData(draft, language) : draft;
  const loading = createElement('p', { style: { padding: '4rem 1rem', textAlign: 'center', color: '#475569', font: '500 15px system-ui, sans-serif' } }, 'Loading preview…');
  // ?layout=full: the document of a FULL_PAGE CODE page (no shell: the page's HTML is the whole body).
  const main =
    new URL(request.url).searchParams.get('layout') === 'full'
      ? { rawHtml: renderToHtml(createElement('div', { id: 'vt-preview-root' }, loading)) }
      : createElement('div', { id: 'vt-preview-root', className: 'vt-blocks' }, loading);
  const document = await renderView(data, { status: 200, title: `Preview · ${data.business.name}`, description: null, path: null, main }, '');
  const end = document.lastIndexOf('</body>');
  const html = `${document.slice(0, end)}<style>${PREVIEW_STYLE}</style><style id="vt-preview-css"></style><script>${previewScript(config.appOrigin)}</script>\n${document.slice(end)}`;
  return new Response(html, {
    status: 200,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
      // Only the dashboard may frame the canvas.
      'Content-Security-Policy': `frame-ancestors ${config.appOrigin}`,
      'Referrer-Policy': 'no-referrer',
    },
  });
}
