// The address the gateway's own documents (the card frames, the simulator pages) name in their
// policies' report-uri. It sits here, beside the documents, rather than with the route that hears
// the reports (routes/csp-reports.ts): the documents are a floor below the routes and name it too.
export const CSP_REPORT_PATH = '/v1/csp-reports';
