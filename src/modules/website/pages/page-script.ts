/**
 * The one script of a hosted page (inline, allowed by its hash in the page's CSP): keeps the
 * landing URL's utm_* parameters, adds them (and the page id) to the site forms' frames
 * (`iframe[data-aimt-form-frame]`) and sizes them from their height messages, sends a beacon when a call to action is clicked, and
 * ticks the countdowns. It reads the page's id and the beacon's address from <body data-…>, so its
 * text (and hash) is the same on every page.
 *
 * Consent: with the workspace's banner on, CONSENT_SCRIPT runs first and sets
 * `window.__aimtSiteConsent`. Until analytics is granted (1) nothing is stored in the browser: the
 * utm_* values live in memory for this page view only (they still reach the form frames through
 * their address, which stores nothing), and the call-to-action beacon carries no identifier (the
 * server counts it with its cookieless daily hash). Once granted, the utm_* copy is kept in
 * sessionStorage for the visit and the beacon names the visitor's first-party id (`aimt:vid`).
 * With the banner off (no __aimtSiteConsent) the page keeps the utm_* copy as before and sends no id.
 */
export const PAGE_SCRIPT = `(function(){var d=document,w=window,b=d.body.dataset,u={},n=0,ok=function(){var c=w.__aimtSiteConsent;return!c||c.analytics===1};if(ok())try{u=JSON.parse(sessionStorage.getItem("aimt_utm")||"{}")}catch(e){}
new URLSearchParams(location.search).forEach(function(v,k){if(/^utm_[a-z]{1,20}$/.test(k)&&n<8){u[k]=v.slice(0,100);n++}});
function keep(){if(ok())try{sessionStorage.setItem("aimt_utm",JSON.stringify(u))}catch(e){}}keep();addEventListener("aimt:consent",keep);
d.querySelectorAll("iframe[data-aimt-form-frame]").forEach(function(f){var x=new URL(f.getAttribute("src")||"",location.href);x.searchParams.set("embed","1");x.searchParams.set("page_id",b.pageId);for(var k in u)x.searchParams.set(k,u[k]);f.src=x.href});
addEventListener("message",function(e){var m=e.data;if(!m||m.type!=="aimt:form-height"||!(m.height>0&&m.height<2e4))return;d.querySelectorAll("iframe[data-aimt-form-frame]").forEach(function(f){if(f.contentWindow===e.source)f.style.height=Math.ceil(m.height)+"px"})});
d.addEventListener("click",function(e){var a=e.target.closest&&e.target.closest("[data-aimt-cta]");if(!a||!navigator.sendBeacon)return;var m={block:a.getAttribute("data-aimt-cta"),utm:u};if(w.__aimtSiteConsent&&ok())try{m.vid=localStorage.getItem("aimt:vid")||void 0}catch(x){}navigator.sendBeacon(b.beacon,JSON.stringify(m))});
function p(n){return(n<10?"0":"")+n}
function t(){d.querySelectorAll("[data-aimt-countdown]").forEach(function(el){var end=Date.parse(el.dataset.end);if(!end)return;var l=Math.max(0,Math.floor((end-Date.now())/1e3));el.textContent=l?Math.floor(l/864e2)+"d "+p(Math.floor(l%864e2/36e2))+"h "+p(Math.floor(l%36e2/60))+"m "+p(l%60)+"s":el.dataset.done})}
if(d.querySelector("[data-aimt-countdown]")){t();setInterval(t,1e3)}})();`;
