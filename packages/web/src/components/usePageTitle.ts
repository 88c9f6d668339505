import { PAGE_TITLE_TEMPLATE } from '@redbi/shared/domain';
import { useEffect } from 'react';

/** Sets the document title to '<title> - AllRedBI' (spec §2). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = PAGE_TITLE_TEMPLATE.replace('%s', title);
  }, [title]);
}
