// @vitest-environment node
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TTree } from './features';
import { menuFor } from '../layout/menu';
import { messages as whole } from './locales/it';
import { messages as worker } from './locales/worker/it';

/**
 * The screens a worker or a client can open, which must never show a raw key, and which load
 * with the first chunk only: the layout, the sign-in and status pages, the profile, and /home/*
 * and /dashclient/* (routes/areaRoutes.tsx). Everything they import, lazily or not, is read too.
 */
const SCREENS = [
  'layout/AppLayout.tsx',
  'components/Toaster.tsx',
  'pages/auth/LoginPages.tsx',
  'pages/auth/StatusPages.tsx',
  'pages/profile/routes.tsx',
  'pages/attendance/LandingPage.tsx',
  'pages/attendance/ClockPage.tsx',
  'pages/attendance/MyAttendancesPage.tsx',
  'pages/leave/LeavePage.tsx',
  'pages/medical/SickLeavePage.tsx',
  'pages/medical/SickLeaveDetailPage.tsx',
  'pages/documents/MyDocumentsPage.tsx',
  'pages/shifts/MyShiftsPage.tsx',
  'pages/guide/GuidePage.tsx',
  'pages/NotificationPage.tsx',
];

const APP = resolve(__dirname, '..');
const IMPORT = /(?:from\s+|import\s*\(\s*)['"](\.[^'"]+)['"]/g;

const fileOf = (from: string, specifier: string): string | undefined =>
  ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ending) => resolve(dirname(from), specifier) + ending)
    .find((path) => existsSync(path) && statSync(path).isFile());

/** The source files the screens reach, catalogues aside (they hold the words, not their uses). */
const reachable = (): string[] => {
  const seen = new Set<string>();
  const queue = SCREENS.map((screen) => resolve(APP, screen));
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file) || file.includes('/i18n/')) continue;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const next = fileOf(file, specifier);
      if (next) queue.push(next);
    }
  }
  return [...seen];
};

const at = (tree: TTree, path: string): TTree | string | undefined =>
  path.split('.').reduce<TTree | string | undefined>((node, key) => (typeof node === 'object' ? node[key] : undefined), tree);

const leaves = (node: TTree | string | undefined, prefix = ''): string[] =>
  typeof node === 'object' ? Object.entries(node).flatMap(([key, value]) => leaves(value, `${prefix}.${key}`)) : [prefix];

const LITERAL = /['"`]([a-zA-Z][\w-]*(?:\.[\w-]+)+)['"`]/g;
// `resources.permission.types.${type}`: the whole group must be there; one-word prefixes
// (`menu.${label}`) are chosen by role and checked below.
const TEMPLATE = /`([a-zA-Z][\w-]*(?:\.[\w-]+)+)\.\$\{/g;

describe('the worker’s screens', () => {
  const files = reachable();
  const wholeTree = whole as unknown as TTree;
  const workerTree = worker as unknown as TTree;

  it('are found, and none of the office’s screens with them', () => {
    const names = files.map((file) => relative(APP, file));
    expect(names).toEqual(expect.arrayContaining(['pages/attendance/ClockPage.tsx', 'pages/profile/ProfilePage.tsx', 'layout/Shell.tsx']));
    expect(names.filter((name) => name.startsWith('pages/generate/') || name.startsWith('pages/payslips/'))).toEqual([]);
  });

  it('use only words of the worker’s chunk', () => {
    const missing = files.flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      const literals = [...source.matchAll(LITERAL)].map((m) => m[1]).filter((key) => typeof at(wholeTree, key) === 'string');
      const groups = [...source.matchAll(TEMPLATE)].map((m) => m[1]).filter((key) => typeof at(wholeTree, key) === 'object');
      const needed = [...literals, ...groups.flatMap((group) => leaves(at(wholeTree, group), group))];
      return needed.filter((key) => typeof at(workerTree, key) !== 'string').map((key) => `${relative(APP, file)}: ${key}`);
    });
    expect(missing).toEqual([]);
  });

  it.each([['ROLE_WORKER'], ['ROLE_CLIENT']])('show a %s a menu in the worker’s words', (role) => {
    const labels = menuFor([role], { demo: false }).flatMap((group) => [group.label, ...group.items.map((item) => item.label)]);
    expect(labels.length).toBeGreaterThan(1);
    labels.forEach((label) => expect(typeof at(workerTree, label), label).toBe('string'));
  });
});
