// embed.js: one script tag on an agency's page defines <immo-valuation-form> and <immo-contact-form>.
import { defineEmbed } from '@immo/shared/embed';

defineEmbed('mf-forms', (document.currentScript as HTMLScriptElement).src, []);
