// Entry of paymentWidgets.js: the only module that touches the page's globals at load.
import './styles/widget.css';
import { boot } from './boot.tsx';

const current = document.currentScript;
const src = current instanceof HTMLScriptElement ? current.src : document.querySelector<HTMLScriptElement>('script[src*="paymentWidgets.js"]')?.src;
const target = window as Window & { wpwl?: unknown };
target.wpwl = boot({ win: window, scriptSrc: src });
