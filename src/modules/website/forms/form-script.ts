/**
 * The two scripts of site forms, served as static text (no build step, no framework):
 *
 * FORM_SCRIPT (/api/public/forms/form.js) runs inside the hosted form (or any page carrying
 * renderFormHtml's markup): one step at a time with Back/Next, the browser's own checks per step,
 * the `form_start` beacon on the first interaction, and a JSON submit that shows the answer in place
 * (field messages on their fields) or follows the redirect. Without it the form still posts as HTML.
 * In the frame variant it posts `{ type: "aimt:form-height", formId, height }` whenever its height
 * changes and `{ type: "aimt:form-submitted", formId }` after an accepted submission to window.parent.
 *
 * EMBED_SCRIPT (/api/public/forms/embed.js) is what a customer's site loads:
 *   <script src="https://…/api/public/forms/embed.js" data-form="<id>" data-workspace="<slug>" async></script>
 * It inserts the frame (`/f/<slug>/<id>?embed=1` plus the page's utm_* values) after itself and
 * sizes it from the height messages of that frame only.
 */

export const FORM_SCRIPT = `(function(){
"use strict";
function each(list,fn){Array.prototype.forEach.call(list,fn);}
function post(msg){if(window.parent!==window){try{window.parent.postMessage(msg,"*");}catch(e){}}}
function setup(form){
var id=form.getAttribute("data-aimt-form"),embed=form.getAttribute("data-embed")==="1";
var steps=form.querySelectorAll(".aimt-step"),nav=form.querySelector(".aimt-nav"),submit=form.querySelector(".aimt-submit");
var back=form.querySelector("[data-back]"),next=form.querySelector("[data-next]"),current=0,started=false,busy=false;
var keyInput=form.querySelector("input[name=_submission]");
function show(i){current=i;each(steps,function(s,n){s.hidden=n!==i;});
if(nav){nav.hidden=false;back.hidden=i===0;next.hidden=i===steps.length-1;}
submit.hidden=i!==steps.length-1;height();}
function height(){if(embed)post({type:"aimt:form-height",formId:id,height:Math.ceil(document.documentElement.scrollHeight)});}
function fieldsOf(step){return step.querySelectorAll("input,select,textarea");}
function stepValid(step){var ok=true;each(fieldsOf(step),function(el){if(ok&&el.willValidate&&!el.checkValidity()){el.reportValidity();ok=false;}});return ok;}
function clearErrors(){each(form.querySelectorAll("[data-error-for]"),function(p){p.hidden=true;p.textContent="";});
var fe=form.querySelector("[data-form-error]");fe.hidden=true;fe.textContent="";}
function showErrors(body){var first=null;
Object.keys(body.fieldErrors||{}).forEach(function(k){var p=form.querySelector('[data-error-for="'+k.replace(/[^a-z0-9_]/g,"")+'"]');
if(p){p.textContent=body.fieldErrors[k];p.hidden=false;if(first===null){first=p;}}});
if(first){each(steps,function(s,n){if(s.contains(first))show(n);});}
else{var fe=form.querySelector("[data-form-error]");fe.textContent=body.message||"Something went wrong. Try again.";fe.hidden=false;}height();}
if(steps.length>1)show(0);
if(back)back.addEventListener("click",function(){show(Math.max(0,current-1));});
if(next)next.addEventListener("click",function(){if(stepValid(steps[current]))show(current+1);});
form.addEventListener("input",function(){if(started)return;started=true;
var data=JSON.stringify(context());try{navigator.sendBeacon(form.action.replace(/\\/submissions$/,"/start"),new Blob([data],{type:"application/json"}));}catch(e){}});
function context(){var o={};each(form.querySelectorAll("input[type=hidden]"),function(el){o[el.name]=el.value;});return o;}
form.addEventListener("submit",function(ev){ev.preventDefault();if(busy)return;
if(!stepValid(steps[current]))return;clearErrors();busy=true;submit.disabled=true;
var data=context();each(form.querySelectorAll("input,select"),function(el){if(!el.name||el.type==="hidden")return;
if(el.type==="checkbox"){if(!el.checked)return;if(form.querySelectorAll('input[name="'+el.name+'"]').length>1){(data[el.name]=data[el.name]||[]).push(el.value);}else{data[el.name]="on";}}
else{data[el.name]=el.value;}});
fetch(form.action,{method:"POST",headers:{"Content-Type":"application/json","Accept":"application/json"},body:JSON.stringify(data),credentials:"omit"})
.then(function(r){return r.json().then(function(b){return{ok:r.ok,body:b};});})
.then(function(res){busy=false;submit.disabled=false;
if(!res.ok){showErrors(res.body);return;}
post({type:"aimt:form-submitted",formId:id});
var to=form.getAttribute("data-redirect");
if(to){(embed?window.top:window).location.href=to;return;}
each(form.children,function(c){c.hidden=true;});var done=form.querySelector(".aimt-done");done.textContent=form.getAttribute("data-message");done.hidden=false;done.focus&&done.focus();height();})
.catch(function(){busy=false;submit.disabled=false;showErrors({message:"We couldn't reach the server. Check your connection and try again."});});});
if(embed){if(window.ResizeObserver){new ResizeObserver(height).observe(document.body);}window.addEventListener("load",height);height();}
}
each(document.querySelectorAll("form[data-aimt-form]"),setup);
})();
`;

export const EMBED_SCRIPT = `(function(){
"use strict";
var me=document.currentScript;if(!me)return;
var formId=me.getAttribute("data-form")||"",ws=me.getAttribute("data-workspace")||"";
if(!/^[0-9a-f-]{36}$/i.test(formId)||!/^[a-z0-9-]{1,120}$/.test(ws))return;
var origin=new URL(me.src).origin,params=new URLSearchParams(location.search),q=new URLSearchParams({embed:"1"});
params.forEach(function(v,k){if(/^utm_[a-z_]{1,30}$/.test(k))q.set(k,v.slice(0,200));});
["page_id","popup_id"].forEach(function(k){var v=me.getAttribute("data-"+k.replace("_","-"));if(v)q.set(k,v);});
var frame=document.createElement("iframe");
frame.src=origin+"/f/"+ws+"/"+formId+"?"+q.toString();
frame.title=me.getAttribute("data-title")||"Form";frame.loading="lazy";
frame.style.cssText="width:100%;border:0;height:320px;display:block;";
me.parentNode.insertBefore(frame,me.nextSibling);
window.addEventListener("message",function(e){if(e.origin!==origin||e.source!==frame.contentWindow)return;var d=e.data;
if(!d||d.formId!==formId)return;
if(d.type==="aimt:form-height"&&typeof d.height==="number"&&d.height>0&&d.height<20000)frame.style.height=d.height+"px";
if(d.type==="aimt:form-submitted"){try{me.dispatchEvent(new CustomEvent("aimt:form-submitted",{detail:{formId:formId}}));}catch(x){}}});
})();
`;
