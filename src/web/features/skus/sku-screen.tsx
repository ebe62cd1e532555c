import { useLingui } from '@lingui/react/macro';
import { PageLink } from '../../ui/page-link';
import { ScreenFrame } from '../../ui/screen-frame';
import { SkuDetailPage } from './sku-detail-page';
import { SkuFormPage } from './sku-form-page';

/**
 * The spec has one SKU route, `sku/detail`, with the record in `?id=`: `?id=new` is the create form and
 * `&edit=1` the edit form, so every state of the page has a URL to share.
 */
export function SkuScreen({ id, edit }: { id?: string | undefined; edit?: string | undefined }) {
  const { t } = useLingui();
  if (id === 'new') return <SkuFormPage />;
  if (!id) {
    return (
      <ScreenFrame>
        <p role="alert">
          {t`No SKU chosen.`} <PageLink page="sku-list">{t`Open the SKU list`}</PageLink>
        </p>
      </ScreenFrame>
    );
  }
  return edit === '1' ? <SkuFormPage key={id} id={id} /> : <SkuDetailPage id={id} />;
}
