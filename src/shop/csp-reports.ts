// Violation reports of the shop's pages (CSP report-uri), kept by report id for a test to read back:
// a browser driven through WebDriver (the WebKit specs) has no way to listen in the page before its
// scripts run, so the page's policy reports to the shop instead. Bounded: a few ids, a few reports.
import { Hono } from 'hono';

export const REPORT_ID = /^[a-z0-9-]{1,40}$/;
const MAX_IDS = 100;
const MAX_REPORTS = 50;

export function cspReportRoutes() {
  const reports = new Map<string, string[]>();
  return new Hono()
    .post('/csp-reports/:id', async (c) => {
      const id = c.req.param('id');
      if (!REPORT_ID.test(id)) return c.body(null, 404);
      const text = (await c.req.text()).slice(0, 4000);
      if (!reports.has(id) && reports.size >= MAX_IDS) reports.delete(reports.keys().next().value ?? '');
      const list = reports.get(id) ?? [];
      if (list.length < MAX_REPORTS) list.push(text);
      reports.set(id, list);
      return c.body(null, 204);
    })
    .get('/csp-reports/:id', (c) => c.json(reports.get(c.req.param('id')) ?? []));
}
