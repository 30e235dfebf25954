// The demo shop's own stylesheet, served from the shop origin (style-src 'self').
export const SHOP_CSS = `
body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: light-dark(#1d2330, #e8eaef); background: light-dark(#f5f6f8, #0f1217); }
.shop-header { padding: 12px 24px; background: #1d2330; }
.shop-header a { color: #fff; text-decoration: none; font-weight: 600; }
/* light-dark(): a page that offers dark (?colorScheme=light dark) paints dark on a dark system, as the widget does. */
.shop-main { max-width: 480px; margin: 32px auto; padding: 24px; background: light-dark(#fff, #161a21); border-radius: 8px; }
.shop-error { color: #b00020; }
.shop-result { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; }
.shop-result dt { font-weight: 600; }
.shop-result-success { color: #146c2e; }
.shop-result-rejected, .shop-result-error { color: #b00020; }
body:has(.shop-gallery) .shop-main { max-width: none; margin: 16px; }
.shop-gallery { display: grid; grid-template-columns: repeat(auto-fill, minmax(360px, 1fr)); gap: 16px; }
.shop-gallery-item { margin: 0; }
.shop-gallery-item iframe { width: 100%; height: 560px; border: 1px solid #d5d9e0; border-radius: 6px; }
.shop-locale { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin-bottom: 16px; font-size: 14px; }
@media (max-width: 480px) { .shop-main { margin: 0; padding: 16px; border-radius: 0; } }
body:has(.shop-playground) .shop-main { max-width: 1100px; }
.shop-playground { display: grid; grid-template-columns: 1fr 1fr; gap: 24px; }
.shop-playground label { display: block; margin: 6px 0; font-size: 14px; }
.shop-playground textarea { width: 100%; font: 13px/1.4 ui-monospace, monospace; }
`;
