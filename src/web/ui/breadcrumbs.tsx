import { useLingui } from '@lingui/react/macro';
import { canLink, type PageDef, PAGES, type PageName } from '../lib/navigation/pages';
import { PageLink } from './page-link';

/** The page's breadcrumbs from the page table; ancestors link when their params are known. */
export function Breadcrumbs({ page, params, title }: { page: PageDef; params: Record<string, string>; title?: string }) {
  const { i18n, t } = useLingui();
  const last = page.crumbs.length - 1;
  return (
    <nav className="app-breadcrumbs" aria-label={t`Breadcrumbs`} data-testid="breadcrumbs">
      <ol>
        {page.crumbs.map((crumb, index) => {
          const target = PAGES[crumb.page as PageName];
          const label = index === last && title ? title : i18n._(crumb.label ?? target.title);
          if (index === last) {
            return (
              <li key={crumb.page} aria-current="page">
                {label}
              </li>
            );
          }
          const search = crumb.search?.(params);
          const linkParams = crumb.params?.(params) ?? params;
          return (
            <li key={crumb.page}>
              {canLink(target, linkParams) ? (
                <PageLink page={target.name as PageName} params={linkParams} search={search}>
                  {label}
                </PageLink>
              ) : (
                label
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
