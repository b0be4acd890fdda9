import type { Locator } from '@playwright/test';
import { manifestData } from '../../../src/manifest';

/**
 * The list pages of the route registry: by the registry's naming, the pages whose name ends in
 * "list" (`list`, `typeList`, `workflowList`, ...), so a new list is checked without naming it here.
 */
export const LIST_PAGES = manifestData.routes.flatMap((route) =>
  route.pages.filter((page) => /list$/i.test(page.titleKey)),
);

/**
 * What is wrong with the layout of `table` (a DataTable's) as shown: a sideways scroll, cells that
 * overlap or whose content spills over the next, text cut without its full text in a title or an
 * aria-label, row actions (each row's last cell) outside the table's view or the window.
 */
export function tableLayoutFaults(table: Locator): Promise<string[]> {
  return table.evaluate((element) => {
    const faults: string[] = [];
    const named = (node: Element) => `${node.tagName.toLowerCase()} "${(node.textContent ?? '').trim().slice(0, 40)}"`;
    const view = element.closest('.table-responsive') as HTMLElement;
    const viewBox = view.getBoundingClientRect();
    if (view.scrollWidth > view.clientWidth + 1) {
      faults.push(`the table scrolls sideways by ${view.scrollWidth - view.clientWidth} px`);
    }

    const cells = [...element.querySelectorAll<HTMLElement>('th, td')].filter((cell) => cell.getClientRects().length);
    const boxes = cells.map((cell) => cell.getBoundingClientRect());
    boxes.forEach((box, index) => {
      for (let other = index + 1; other < boxes.length; other += 1) {
        const next = boxes[other];
        const across = Math.min(box.right, next.right) - Math.max(box.left, next.left);
        const down = Math.min(box.bottom, next.bottom) - Math.max(box.top, next.top);
        if (across > 1 && down > 1) faults.push(`${named(cells[index])} overlaps ${named(cells[other])}`);
      }
    });

    const fullTextReachable = (node: Element, text: string) => {
      const holders = [node, ...node.querySelectorAll('*')];
      for (let up = node.parentElement; up && up !== element; up = up.parentElement) holders.push(up);
      return holders.some((holder) =>
        ['title', 'aria-label'].some((attribute) => holder.getAttribute(attribute)?.includes(text)),
      );
    };
    for (const node of element.querySelectorAll<HTMLElement>('th, td, th *, td *')) {
      const style = getComputedStyle(node);
      if (style.display === 'inline' || node.scrollWidth <= node.clientWidth + 1) continue;
      const text = (node.textContent ?? '').trim();
      if (style.overflowX === 'visible') {
        if (node.matches('th, td')) faults.push(`${named(node)} spills over the next cell`);
      } else if (text && !fullTextReachable(node, text)) {
        faults.push(`${named(node)} is cut without its full text`);
      }
    }

    for (const row of element.querySelectorAll('tr')) {
      const actions = row.lastElementChild;
      if (!actions || row.children.length < 2) continue;
      const box = actions.getBoundingClientRect();
      if (box.left < viewBox.left - 1 || box.right > Math.min(viewBox.right, window.innerWidth) + 1) {
        faults.push(`${named(actions)} is out of view`);
      }
    }
    return faults;
  });
}
