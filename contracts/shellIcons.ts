// The navigation's and the social links' icons, shown from /icons/shell.svg (see icons.ts), which the
// build draws from public/icons/<group>/<name>.svg. Their names are plain words, so their ids need no
// escaping, and the first load carries no escaping code (tests/unit/screens/assets.test.ts checks
// that the sprite has a view for each address).

/** The address of a navigation (`nav`) or social link (`social`) icon. */
export const shellIconSrc = (group: 'nav' | 'social', name: string) => `/icons/shell.svg#i-${group}-${name}`;
