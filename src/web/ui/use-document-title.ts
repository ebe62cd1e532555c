import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';

/** The browser tab's title: the screen's title and the product's name, in the user's language. */
export function useDocumentTitle(title: string): void {
  const { t } = useLingui();
  const product = t`Warehouse`;
  useEffect(() => {
    document.title = title ? `${title} · ${product}` : product;
  }, [title, product]);
}
