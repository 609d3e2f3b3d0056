/** One A4 sheet per order; screen-only hints stay off the paper. No quotes or angle brackets: React escapes a style's text. */
export const PRINT_CSS = `
@page { size: A4; margin: 12mm; }
* { box-sizing: border-box; }
body { font: 11pt/1.4 system-ui, -apple-system, Segoe UI, Roboto, sans-serif; color: #111; margin: 0; }
.screen-only { background: #fff7e6; border: 1px solid #e0c080; padding: 8px 12px; margin: 12px; }
.sheet { padding: 12px; break-after: page; page-break-after: always; }
.sheet:last-child { break-after: auto; page-break-after: auto; }
.sheet-head { display: flex; justify-content: space-between; gap: 16px; border-bottom: 2px solid #111; padding-bottom: 8px; }
.sheet-head h1 { font-size: 16pt; margin: 0 0 4px; }
.sheet-head p, .party p { margin: 0; }
.party { margin: 12px 0; }
.party h2, .line h2 { font-size: 12pt; margin: 0 0 4px; }
table { width: 100%; border-collapse: collapse; margin: 12px 0; }
th, td { text-align: start; vertical-align: top; border-bottom: 1px solid #ccc; padding: 6px 4px; }
td.amount, th.amount { text-align: end; white-space: nowrap; }
.thumb { width: 60px; height: 60px; object-fit: cover; }
.custom { margin: 4px 0 0; padding: 0; list-style: none; font-size: 10pt; }
.totals { margin-inline-start: auto; width: 50%; }
.totals td { border: 0; padding: 2px 4px; }
.cash td { font-size: 14pt; font-weight: bold; border-top: 2px solid #111; }
.line { break-inside: avoid; page-break-inside: avoid; border: 1px solid #999; padding: 12px; margin: 0 0 12px; }
.line .values { font-size: 16pt; margin: 8px 0; }
.line .values dt { font-size: 10pt; color: #444; }
.line .values dd { margin: 0 0 8px; }
.line .photo { display: block; max-width: 100%; max-height: 150mm; margin: 8px 0; }
.line .values .note { display: block; font-size: 10pt; color: #444; }
.line .proof { margin: 8px 0; }
.line .proof img { display: block; max-width: 100%; max-height: 180mm; border: 1px solid #999; }
@media print { .screen-only { display: none; } }
`;
