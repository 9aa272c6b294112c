// What other features and the routes use of the memories feature. The note editor (TipTap) is not
// exported: it loads lazily inside the memory dialog only.
export { MemoryGrid } from './components/memory-grid';
export { MemoryTile } from './components/memory-tile';
export { ScrapbookMemories, type ScrapbookSharing } from './components/scrapbook-memories';
