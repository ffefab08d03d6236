export * from './picture-url.js';
export * from './embed-frames.js';
export * from './detail-photo.js';
