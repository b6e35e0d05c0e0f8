// The public pages' look: plain CSS instead of antd (whose theme and components alone exceed the page's
// 150 KB budget). Same brand colour and radius as the app's ConfigProvider; light, mobile first.
const CSS = `
.ob{--ob-brand:#7c3aed;--ob-brand-dark:#6d28d9;--ob-brand-soft:#f3edff;--ob-text:#1f1f23;--ob-muted:#5f5f6b;--ob-line:#e4e4ea;--ob-bg:#f5f5f7;--ob-card:#fff;--ob-danger:#c62828;--ob-ok:#1b7f3b;
  min-height:100vh;min-height:100dvh;background:var(--ob-bg);color:var(--ob-text);font:16px/1.45 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;-webkit-tap-highlight-color:transparent}
.ob *{box-sizing:border-box}
.ob-col{max-width:560px;margin:0 auto;padding:0 16px calc(112px + env(safe-area-inset-bottom))}
.ob-head{position:sticky;top:0;z-index:5;background:rgba(245,245,247,.94);backdrop-filter:saturate(1.8) blur(12px);border-bottom:1px solid var(--ob-line)}
.ob-head-in{max-width:560px;margin:0 auto;display:flex;align-items:center;gap:12px;min-height:64px;padding:8px 16px}
.ob-logo{width:40px;height:40px;border-radius:12px;object-fit:cover;flex:none;background:var(--ob-brand-soft);color:var(--ob-brand-dark);display:grid;place-items:center;font-weight:700}
.ob-head-name{font-weight:650;font-size:17px;line-height:1.2;margin:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.ob-head-sub{font-size:13px;color:var(--ob-muted)}
.ob-back{flex:none;width:44px;height:44px;margin-left:-10px;border:0;border-radius:50%;background:transparent;color:var(--ob-text);font-size:24px;cursor:pointer;display:grid;place-items:center}
.ob-back:hover{background:rgba(0,0,0,.05)}
.ob-progress{height:3px;background:var(--ob-line)}
.ob-progress>span{display:block;height:100%;background:var(--ob-brand);transition:width .25s}
.ob-title{font-size:22px;line-height:1.25;font-weight:700;margin:20px 0 4px}
.ob-lead{margin:0 0 16px;color:var(--ob-muted)}
.ob-step{font-size:13px;font-weight:600;color:var(--ob-brand-dark);text-transform:uppercase;letter-spacing:.04em;margin-top:20px}
.ob-h2{font-size:13px;font-weight:650;color:var(--ob-muted);text-transform:uppercase;letter-spacing:.05em;margin:20px 4px 8px}
.ob-list{list-style:none;margin:0;padding:0;background:var(--ob-card);border-radius:16px;overflow:hidden;box-shadow:0 1px 2px rgba(0,0,0,.06)}
.ob-list>li+li{border-top:1px solid var(--ob-line)}
.ob-row{display:flex;align-items:center;gap:12px;width:100%;min-height:64px;padding:12px 16px;border:0;background:transparent;color:inherit;font:inherit;text-align:left;cursor:pointer}
.ob-row:hover{background:#faf8ff}
.ob-row[aria-pressed=true]{background:var(--ob-brand-soft)}
.ob-row-main{flex:1;min-width:0}
.ob-row-title{display:block;font-weight:600}
.ob-row-sub{display:block;font-size:14px;color:var(--ob-muted)}
.ob-price{font-weight:650;white-space:nowrap}
.ob-chev{color:#a0a0ab;font-size:20px}
.ob-avatar{width:40px;height:40px;border-radius:50%;background:var(--ob-brand-soft);color:var(--ob-brand-dark);display:grid;place-items:center;font-weight:700;flex:none}
.ob-card{background:var(--ob-card);border-radius:16px;padding:16px;box-shadow:0 1px 2px rgba(0,0,0,.06);margin-top:12px}
.ob-cal-head{display:flex;align-items:center;justify-content:space-between;margin-bottom:8px}
.ob-cal-month{font-weight:650}
.ob-icon-btn{width:44px;height:44px;border:0;border-radius:50%;background:transparent;color:var(--ob-text);font-size:22px;cursor:pointer}
.ob-icon-btn:hover:not(:disabled){background:rgba(0,0,0,.05)}
.ob-icon-btn:disabled{color:#c4c4cc;cursor:default}
.ob-cal{display:grid;grid-template-columns:repeat(7,1fr);gap:4px;text-align:center}
.ob-cal-wd{font-size:12px;font-weight:600;color:var(--ob-muted);padding:4px 0}
.ob-day{height:44px;border:0;border-radius:12px;background:transparent;color:var(--ob-text);font:inherit;font-weight:600;cursor:pointer;position:relative}
.ob-day:hover:not(:disabled):not([aria-disabled=true]){background:var(--ob-brand-soft)}
.ob-day:disabled,.ob-day[aria-disabled=true]{color:#b9b9c3;font-weight:400;cursor:default}
.ob-day-full{color:var(--ob-muted);font-weight:400;text-decoration:line-through}
.ob-day[aria-pressed=true]{background:var(--ob-brand);color:#fff}
.ob-day-today::after{content:"";position:absolute;left:50%;bottom:6px;width:4px;height:4px;margin-left:-2px;border-radius:50%;background:currentColor}
.ob-times{display:grid;grid-template-columns:repeat(3,1fr);gap:8px;margin-top:4px}
.ob-time{height:48px;border:1px solid var(--ob-line);border-radius:12px;background:var(--ob-card);color:var(--ob-text);font:inherit;font-weight:600;cursor:pointer}
.ob-time:hover{border-color:var(--ob-brand)}
.ob-time[aria-checked=true]{background:var(--ob-brand);border-color:var(--ob-brand);color:#fff}
.ob-muted{color:var(--ob-muted)}
.ob-period{font-size:14px;font-weight:600;color:var(--ob-muted);margin:12px 0 8px}
.ob-period:first-child{margin-top:0}
a.ob-btn:hover{text-decoration:none}
.ob-note{padding:12px 14px;border-radius:12px;background:#fff8e6;color:#6b4e00;margin:8px 0}
.ob-error{padding:12px 14px;border-radius:12px;background:#fdecec;color:var(--ob-danger);margin:12px 0}
.ob-field{display:block;margin-bottom:16px}
.ob-label{display:block;font-weight:600;margin-bottom:6px}
.ob-input{display:block;width:100%;height:52px;padding:0 14px;border:1px solid #cfcfd8;border-radius:12px;background:#fff;color:var(--ob-text);font:inherit;font-size:17px}
.ob-input:focus{outline:2px solid var(--ob-brand);outline-offset:0;border-color:var(--ob-brand)}
.ob-input[aria-invalid=true]{border-color:var(--ob-danger)}
.ob-field-error{display:block;color:var(--ob-danger);font-size:14px;margin-top:6px}
.ob-hint{display:block;color:var(--ob-muted);font-size:14px;margin-top:6px}
.ob-hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
.ob-bar{position:fixed;left:0;right:0;bottom:0;z-index:6;background:rgba(255,255,255,.96);backdrop-filter:blur(12px);border-top:1px solid var(--ob-line);padding:12px 16px calc(12px + env(safe-area-inset-bottom))}
.ob-bar-in{max-width:528px;margin:0 auto;display:flex;gap:12px;align-items:center}
.ob-bar-sum{flex:1;min-width:0;font-size:14px;line-height:1.3}
.ob-bar-sum strong{display:block;font-size:15px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.ob-btn{display:inline-flex;align-items:center;justify-content:center;gap:8px;min-height:52px;padding:0 22px;border:0;border-radius:14px;background:var(--ob-brand);color:#fff;font:inherit;font-weight:650;cursor:pointer;text-decoration:none}
.ob-btn:hover:not(:disabled){background:var(--ob-brand-dark)}
.ob-btn:disabled{background:#c9b8f5;cursor:default}
.ob-btn-block{width:100%}
.ob-btn-ghost{background:var(--ob-card);color:var(--ob-brand-dark);border:1px solid #d9cdf9}
.ob-btn-ghost:hover:not(:disabled){background:var(--ob-brand-soft)}
.ob-btn-danger{background:var(--ob-card);color:var(--ob-danger);border:1px solid #f1c4c4}
.ob-btn-danger:hover:not(:disabled){background:#fdecec}
.ob-btn-danger-solid{background:var(--ob-danger)}
.ob-btn-danger-solid:hover:not(:disabled){background:#a51f1f}
.ob-stack{display:grid;gap:12px;margin-top:16px}
.ob-units{list-style:none;margin:8px 0 0;padding:0;display:grid;gap:12px}
.ob-units>.ob-unit{margin-top:0}
.ob-unit-name{margin:0 0 4px;font-size:18px;line-height:1.3;font-weight:650}
.ob-unit-line{margin:0;color:var(--ob-muted)}
.ob-unit-phone{color:var(--ob-brand-dark);font-weight:600}
.ob-unit-actions{display:flex;flex-wrap:wrap;gap:8px;margin-top:14px}
.ob-unit-actions>.ob-btn{flex:1 1 140px}
.ob-sum{margin:0;display:grid;grid-template-columns:auto 1fr;gap:10px 16px}
.ob-sum dt{color:var(--ob-muted)}
.ob-sum dd{margin:0;font-weight:600;text-align:right}
.ob-hero{text-align:center;padding:28px 8px 8px}
.ob-hero-icon{width:72px;height:72px;border-radius:50%;margin:0 auto 12px;display:grid;place-items:center;font-size:36px;background:#e7f6ec;color:var(--ob-ok)}
.ob-hero-icon.ob-warn{background:#fff4d6;color:#8a6100}
.ob-hero-icon.ob-bad{background:#fdecec;color:var(--ob-danger)}
.ob-badge{display:inline-block;padding:2px 10px;border-radius:999px;font-size:13px;font-weight:650;background:var(--ob-brand-soft);color:var(--ob-brand-dark)}
.ob-badge-pending{background:#fff4d6;color:#7a5600}
.ob-badge-ok{background:#e7f6ec;color:var(--ob-ok)}
.ob-badge-off{background:#eee;color:#555}
.ob-link-box{display:flex;gap:8px;align-items:center;margin-top:8px}
.ob-link-box input{flex:1;min-width:0;height:44px;padding:0 12px;border:1px solid var(--ob-line);border-radius:10px;font:inherit;font-size:14px;color:var(--ob-muted);background:#fafafa}
.ob-skel{height:64px;border-radius:16px;background:linear-gradient(90deg,#ececf1 25%,#f6f6f9 50%,#ececf1 75%);background-size:200% 100%;animation:ob-sh 1.2s infinite}
@keyframes ob-sh{to{background-position:-200% 0}}
.ob-backdrop{position:fixed;inset:0;z-index:20;background:rgba(20,20,30,.45);display:flex;align-items:flex-end;justify-content:center}
.ob-dialog{width:100%;max-width:480px;background:#fff;border-radius:20px 20px 0 0;padding:20px 16px calc(16px + env(safe-area-inset-bottom))}
.ob-dialog h2{margin:0 0 8px;font-size:20px}
@media (min-width:600px){.ob-backdrop{align-items:center}.ob-dialog{border-radius:20px}.ob-times{grid-template-columns:repeat(4,1fr)}}
.ob :focus-visible{outline:3px solid var(--ob-brand);outline-offset:2px}
.ob .ob-title:focus{outline:none}
.ob-sr{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
@media (prefers-reduced-motion:reduce){.ob *{animation:none!important;transition:none!important}}
`;

let injected = false;

/** Adds the public pages' stylesheet once. */
export function injectStyles(): void {
  if (injected || typeof document === 'undefined') return;
  injected = true;
  const style = document.createElement('style');
  style.dataset.salao = 'public-booking';
  style.textContent = CSS;
  document.head.appendChild(style);
}
