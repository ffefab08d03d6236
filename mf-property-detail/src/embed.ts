// embed.js: one script tag on an agency's page defines <immo-property> and <immo-purchase-costs>.
import { defineEmbed } from '@immo/shared/embed';
import { WIDGET_ATTRIBUTES } from './widget-attributes.js';

defineEmbed('mf-property-detail', (document.currentScript as HTMLScriptElement).src, WIDGET_ATTRIBUTES);
