// Async boundary: the federation runtime negotiates shared modules before any app code runs.
import('./bootstrap');
