/* No imports: hosted pages hash it for their Content-Security-Policy on the server. */
/** The stylesheet of survey boxes (its hash goes into a hosted page's Content-Security-Policy). */
export const SURVEY_CSS = `:host{all:initial}*{box-sizing:border-box;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.box{position:fixed;bottom:16px;right:16px;z-index:2147483001;width:min(360px,calc(100% - 32px));background:#fff;color:#1f1d2b;border-radius:12px;box-shadow:0 12px 40px rgba(0,0,0,.25);padding:20px;line-height:1.45;font-size:15px}
.left{right:auto;left:16px}.center{right:auto;left:50%;transform:translateX(-50%)}
h2{font-size:17px;margin:0 24px 8px 0}p{margin:0 0 12px}.d{color:#5c5a6b;font-size:14px}
.r{display:flex;flex-wrap:wrap;gap:4px;margin:0 0 4px}.r button{flex:1 0 26px;min-height:36px;border:1px solid #c9c7d4;border-radius:6px;background:#fff;color:inherit;font-size:15px;cursor:pointer}
.r button[aria-pressed=true]{border-color:transparent}.lb{display:flex;justify-content:space-between;font-size:12px;color:#5c5a6b;margin:0 0 12px}
label{display:flex;gap:8px;align-items:center;margin:0 0 6px}textarea,input[type=text]{width:100%;font:inherit;border:1px solid #c9c7d4;border-radius:6px;padding:6px}
.btn{border:0;border-radius:8px;padding:9px 16px;font-size:15px;font-weight:600;cursor:pointer;text-decoration:none;display:inline-block;margin-top:8px}
.e{color:#b42318;font-size:14px;margin:8px 0 0}.x{position:absolute;top:8px;right:8px;width:32px;height:32px;border:0;border-radius:16px;background:transparent;color:inherit;font-size:22px;cursor:pointer}
.tab{position:fixed;z-index:2147483000;border:0;padding:8px 14px;font-size:14px;font-weight:600;cursor:pointer;right:0;top:50%;transform:rotate(-90deg) translateX(50%);transform-origin:100% 100%;border-radius:8px 8px 0 0}
.tab.button{top:auto;bottom:16px;right:16px;transform:none;border-radius:20px}
button:focus-visible,a:focus-visible,input:focus-visible,textarea:focus-visible{outline:3px solid #4c6ef5;outline-offset:2px}`;
