/** The loader side of embedding: what a remote's embed.js runs on an agency's page. */
export { defineEmbed } from './define-embed.js';
export { embedHost, type EmbedHost } from './embed-host.js';
export { COMMON_ATTRIBUTES, defineWidgetElement, type WidgetElementOptions } from './widget-element.js';
