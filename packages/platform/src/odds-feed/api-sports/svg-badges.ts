import { hash32 } from '../simulator/prng.js';

/**
 * Team logos and country flags drawn by the product: SVG data URIs, so nothing is fetched from anyone's CDN and
 * nobody's artwork is used. The colours come from a hash of the name, so a team always wears the same ones.
 */
const PALETTE = ['#1d4ed8', '#b91c1c', '#047857', '#7c3aed', '#c2410c', '#0e7490', '#be185d', '#4d7c0f', '#1e293b'];

const colourOf = (name: string, salt = 0) => PALETTE[(hash32(name) + salt) % PALETTE.length] as string;
const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
const dataUri = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

/** 'Boston Celtics' -> 'BC', 'Los Angeles Lakers' -> 'LAL', 'Arsenal' -> 'ARS'. */
export const initialsOf = (name: string) => {
  const words = name.split(/[\s-]+/).filter((word) => /^[A-Za-z0-9]/.test(word));
  if (words.length === 1) return (words[0] ?? '').slice(0, 3).toUpperCase();
  return words
    .slice(0, 3)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
};

export const teamLogoDataUri = (teamName: string) =>
  dataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="${escapeXml(teamName)}">` +
      `<circle cx="32" cy="32" r="30" fill="${colourOf(teamName)}" stroke="${colourOf(teamName, 4)}" stroke-width="4"/>` +
      `<text x="32" y="38" text-anchor="middle" font-family="system-ui,sans-serif" font-size="18" font-weight="700" ` +
      `fill="#fff">${escapeXml(initialsOf(teamName))}</text></svg>`,
  );

export const countryFlagDataUri = (country: string) =>
  dataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 40" role="img" aria-label="${escapeXml(country)}">` +
      `<rect width="60" height="40" fill="${colourOf(country)}"/>` +
      `<rect y="13" width="60" height="14" fill="${colourOf(country, 3)}"/>` +
      `<text x="30" y="25" text-anchor="middle" font-family="system-ui,sans-serif" font-size="11" font-weight="700" ` +
      `fill="#fff">${escapeXml(initialsOf(country).slice(0, 2))}</text></svg>`,
  );
