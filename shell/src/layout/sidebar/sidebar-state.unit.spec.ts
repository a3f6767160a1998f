import { describe, expect, it } from 'vitest';
import { isSidebarShortcut, readSidebarExpanded, sidebarCookie } from './sidebar-state';

describe('sidebar state cookie', () => {
  it('is expanded by default and when the cookie says true', () => {
    expect(readSidebarExpanded('')).toBe(true);
    expect(readSidebarExpanded('a=1; sidebar_state=true')).toBe(true);
  });

  it('is collapsed when the cookie says false', () => {
    expect(readSidebarExpanded('session=abc; sidebar_state=false; other=1')).toBe(false);
  });

  it('is written for the whole site for 7 days', () => {
    expect(sidebarCookie(false)).toBe('sidebar_state=false; path=/; max-age=604800; samesite=lax');
  });
});

describe('sidebar shortcut', () => {
  it('is ctrl+b or meta+b, not a plain b', () => {
    expect(isSidebarShortcut({ key: 'b', ctrlKey: true, metaKey: false })).toBe(true);
    expect(isSidebarShortcut({ key: 'B', ctrlKey: false, metaKey: true })).toBe(true);
    expect(isSidebarShortcut({ key: 'b', ctrlKey: false, metaKey: false })).toBe(false);
    expect(isSidebarShortcut({ key: 'n', ctrlKey: true, metaKey: false })).toBe(false);
  });
});
