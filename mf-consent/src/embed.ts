// embed.js: one script tag on an agency's page defines <immo-consent>.
import { defineEmbed } from '@immo/shared/embed';

defineEmbed('mf-consent', (document.currentScript as HTMLScriptElement).src);
