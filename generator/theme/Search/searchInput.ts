/** The attributes of every search field: a plain `q` of a GET form, with no browser help that gets in the way. */
import { MAX_QUERY_LENGTH } from '../../search/limits.ts';

export const inputProps = {
  type: 'search',
  name: 'q',
  placeholder: 'Search',
  maxLength: MAX_QUERY_LENGTH,
  autoComplete: 'off',
  autoCorrect: 'off',
  autoCapitalize: 'off',
  spellCheck: false,
} as const;
