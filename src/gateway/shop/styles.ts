// The demo shop's own stylesheet, served from the shop origin (style-src 'self').
export const SHOP_CSS = `
body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1d2330; background: #f5f6f8; }
.shop-header { padding: 12px 24px; background: #1d2330; }
.shop-header a { color: #fff; text-decoration: none; font-weight: 600; }
.shop-main { max-width: 480px; margin: 32px auto; padding: 24px; background: #fff; border-radius: 8px; }
.shop-error { color: #b00020; }
.shop-result { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; }
.shop-result dt { font-weight: 600; }
.shop-result-success { color: #146c2e; }
.shop-result-rejected, .shop-result-error { color: #b00020; }
`;
