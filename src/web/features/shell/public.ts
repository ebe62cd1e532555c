/** What other layouts may use from the staff shell (ADR 0018): the company logo and the session's background refresh. */
export { CompanyLogo } from './company-logo';
export { useSessionRefresh } from './use-session-refresh';
