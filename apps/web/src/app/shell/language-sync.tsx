import { useEffect } from 'react';
import { useAccount } from '@/shared/auth/get-account';
import { changeLanguage } from '@/shared/i18n/i18n';

/** The UI language follows the signed-in account's langKey (spec 002 settings); anonymous users keep theirs. */
export function LanguageSync() {
  const langKey = useAccount().data?.langKey;
  useEffect(() => {
    if (langKey) void changeLanguage(langKey);
  }, [langKey]);
  return null;
}
