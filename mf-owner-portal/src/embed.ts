// embed.js: one script tag on a page defines <immo-owner-portal>.
import { defineEmbed } from '@immo/shared/embed';

defineEmbed('mf-owner-portal', (document.currentScript as HTMLScriptElement).src, []);
