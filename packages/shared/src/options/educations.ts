import list from './educations.json' with { type: 'json' };
import { type Option } from './option.ts';

/** Education level (`education`, search parameter `ed`). */
export const educations: readonly Option[] = list;
