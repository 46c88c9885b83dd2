/**
 * The consent banner's script on hosted pages (inline, allowed by its hash) and hosted forms
 * (/api/public/consent.js, allowed by 'self'). Static text, the same on every page: it reads the
 * banner's settings from <section id="aimt-consent" data-…> (banner-html.ts).
 *
 * - Reads the `aimt_consent` cookie (`1.<analytics>.<advertising>.<version>.<seconds>`, analytics'
 *   consent core). No cookie, a purpose still -1, or another banner version: the banner shows.
 * - Sets `window.__aimtSiteConsent = { analytics, advertising, version }` (codes -1/0/1) before
 *   PAGE_SCRIPT runs, which keeps nothing in the browser until analytics is 1.
 * - On a choice: writes the cookie on each of the banner's paths for 365 days (the choice itself
 *   may be stored), creates the first-party visitor id `aimt:vid` only when analytics is granted
 *   (and deletes it, and the visit's utm_* copy, when it isn't), sends the choice to
 *   /api/public/consent, and dispatches `aimt:consent` on window with the new state.
 * - "Cookie choices" (data-consent="open") opens the banner again with the current choice ticked.
 */
export const CONSENT_SCRIPT = `(function(){var d=document,w=window,b=d.getElementById("aimt-consent");if(!b)return;
var s=b.dataset,V=s.version||"v1",q=function(x){return b.querySelector(x)},P=q("[data-consent-purposes]"),st={analytics:-1,advertising:-1,version:V};
function read(){var m=d.cookie.split(/;\\s*/);for(var i=0;i<m.length;i++){var k=m[i].split("=");if(k[0]!=="aimt_consent")continue;var p=(k[1]||"").split(".");
if(p.length===5&&p[0]==="1"&&/^(-1|0|1)$/.test(p[1])&&/^(-1|0|1)$/.test(p[2])&&p[3]===V)return{analytics:+p[1],advertising:+p[2],version:V};return null}return null}
function box(n){return q("input[name="+n+"]")}
function open(){box("analytics").checked=st.analytics===1;box("advertising").checked=st.advertising===1;b.hidden=false}
function purposes(){P.hidden=false;q("[data-consent=choose]").hidden=true;q("[data-consent=save]").hidden=false;q("[data-consent=choose]").setAttribute("aria-expanded","true");box("analytics").focus()}
function vid(){var k="aimt:vid";try{if(st.analytics!==1){localStorage.removeItem(k);sessionStorage.removeItem("aimt_utm");return}var v=localStorage.getItem(k);
if(!v){v=(w.crypto&&crypto.randomUUID?crypto.randomUUID():Date.now().toString(36)+Math.random().toString(36).slice(2));localStorage.setItem(k,v)}return v}catch(e){}}
function decide(a,ad){st={analytics:a,advertising:ad,version:V};w.__aimtSiteConsent=st;var v="1."+a+"."+ad+"."+V+"."+Math.floor(Date.now()/1e3);
(s.paths||"/").split(",").forEach(function(p){d.cookie="aimt_consent="+v+"; Path="+p+"; Max-Age=31536000; SameSite=Lax"+(location.protocol==="https:"?"; Secure":"")});
var body=JSON.stringify({ws:s.ws,analytics:a,advertising:ad,version:V,url:location.href,source:s.source,vid:vid()});
try{if(!navigator.sendBeacon||!navigator.sendBeacon("/api/public/consent",body))fetch("/api/public/consent",{method:"POST",body:body,keepalive:true}).catch(function(){})}catch(e){}
b.hidden=true;try{w.dispatchEvent(new CustomEvent("aimt:consent",{detail:st}))}catch(e){}}
var c=read();if(c){st=c}else{b.hidden=false}w.__aimtSiteConsent=st;
b.addEventListener("click",function(e){var t=e.target.closest&&e.target.closest("[data-consent]");var k=t&&t.getAttribute("data-consent");
if(k==="accept")decide(1,1);else if(k==="reject")decide(0,0);else if(k==="choose")purposes();else if(k==="save")decide(box("analytics").checked?1:0,box("advertising").checked?1:0)});
d.querySelectorAll("[data-consent=open]").forEach(function(l){l.addEventListener("click",function(){open();purposes()})})})();`;
