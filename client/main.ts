import { hydrateIslands } from './lib/hydrate';
import { watchNavigations } from './lib/progress';

watchNavigations();
hydrateIslands(document);
