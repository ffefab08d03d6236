// embed.js: one script tag on an agency's page defines <immo-search>.
import { defineEmbed } from '@immo/shared/embed';

defineEmbed('mf-search', (document.currentScript as HTMLScriptElement).src);
