import { ItemAnalysisCache } from './cache.js';

declare module '../../platform/context.js' {
  interface AppServices {
    /** Item analysis figures kept until their data changes (decision 0167). */
    itemAnalysis: ItemAnalysisCache;
  }
}

/** The item-analysis module's services, built once in buildApp. */
export function itemAnalysisServices() {
  return { itemAnalysis: new ItemAnalysisCache() };
}
